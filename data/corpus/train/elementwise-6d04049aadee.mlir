// elementwise-6d04049aadee: elementwise (hardswish), bf16; cuda-agent synth --seed 2026, candidate 1126
func.func @elementwise(%arg0: tensor<16x32x32773xbf16>, %arg1: tensor<16x32x32773xbf16>) -> tensor<16x32x32773xbf16> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<16x32x32773xbf16>) outs(%arg1 : tensor<16x32x32773xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst = arith.constant 6.000000e+00 : bf16
    %cst_0 = arith.constant 0.000000e+00 : bf16
    %cst_1 = arith.constant 3.000000e+00 : bf16
    %1 = arith.addf %in, %cst_1 : bf16
    %2 = arith.maximumf %1, %cst_0 : bf16
    %3 = arith.minimumf %2, %cst : bf16
    %cst_2 = arith.constant 1.669920e-01 : bf16
    %4 = arith.mulf %3, %cst_2 : bf16
    %5 = arith.mulf %in, %4 : bf16
    linalg.yield %5 : bf16
  } -> tensor<16x32x32773xbf16>
  return %0 : tensor<16x32x32773xbf16>
}

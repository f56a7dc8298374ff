// reduction-d1d8a7eb7e97: reduction (mean-inner), f16; cuda-agent synth --seed 2026, candidate 84
func.func @reduction(%arg0: tensor<32x2048x1280xf16>, %arg1: tensor<32x2048xf16>) -> tensor<32x2048xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = tensor.empty() : tensor<32x2048xf16>
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<32x2048xf16>) -> tensor<32x2048xf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<32x2048x1280xf16>) outs(%1 : tensor<32x2048xf16>) {
  ^bb0(%in: f16, %out: f16):
    %4 = arith.addf %in, %out : f16
    linalg.yield %4 : f16
  } -> tensor<32x2048xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<32x2048xf16>) outs(%arg1 : tensor<32x2048xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 1.280000e+03 : f16
    %4 = arith.divf %in, %cst_0 : f16
    linalg.yield %4 : f16
  } -> tensor<32x2048xf16>
  return %3 : tensor<32x2048xf16>
}

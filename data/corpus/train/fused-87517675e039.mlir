// fused-87517675e039: fused (matmul-tall-skinny+hardswish), f16; cuda-agent synth --seed 2026, candidate 222
func.func @fused(%arg0: tensor<65536x2048xf16>, %arg1: tensor<2048x64xf16>, %arg2: tensor<65536x64xf16>) -> tensor<65536x64xf16> {
  %0 = tensor.empty() : tensor<65536x64xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<65536x64xf16>) -> tensor<65536x64xf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<65536x2048xf16>, tensor<2048x64xf16>) outs(%1 : tensor<65536x64xf16>) -> tensor<65536x64xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<65536x64xf16>) outs(%arg2 : tensor<65536x64xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 6.000000e+00 : f16
    %cst_1 = arith.constant 0.000000e+00 : f16
    %cst_2 = arith.constant 3.000000e+00 : f16
    %4 = arith.addf %in, %cst_2 : f16
    %5 = arith.maximumf %4, %cst_1 : f16
    %6 = arith.minimumf %5, %cst_0 : f16
    %cst_3 = arith.constant 1.666260e-01 : f16
    %7 = arith.mulf %6, %cst_3 : f16
    %8 = arith.mulf %in, %7 : f16
    linalg.yield %8 : f16
  } -> tensor<65536x64xf16>
  return %3 : tensor<65536x64xf16>
}

// fused-63ec54e1fedf: fused (matmul-square+residual+hardswish+bias), f16; cuda-agent synth --seed 2026, candidate 4561
func.func @fused(%arg0: tensor<1280x1280xf16>, %arg1: tensor<1280x1280xf16>, %arg2: tensor<1280x1280xf16>, %arg3: tensor<1280xf16>, %arg4: tensor<1280x1280xf16>) -> tensor<1280x1280xf16> {
  %0 = tensor.empty() : tensor<1280x1280xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<1280x1280xf16>) -> tensor<1280x1280xf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<1280x1280xf16>, tensor<1280x1280xf16>) outs(%1 : tensor<1280x1280xf16>) -> tensor<1280x1280xf16>
  %3 = tensor.empty() : tensor<1280x1280xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<1280x1280xf16>, tensor<1280x1280xf16>) outs(%3 : tensor<1280x1280xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %8 = arith.addf %in, %in_0 : f16
    linalg.yield %8 : f16
  } -> tensor<1280x1280xf16>
  %5 = tensor.empty() : tensor<1280x1280xf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<1280x1280xf16>) outs(%5 : tensor<1280x1280xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 6.000000e+00 : f16
    %cst_1 = arith.constant 0.000000e+00 : f16
    %cst_2 = arith.constant 3.000000e+00 : f16
    %8 = arith.addf %in, %cst_2 : f16
    %9 = arith.maximumf %8, %cst_1 : f16
    %10 = arith.minimumf %9, %cst_0 : f16
    %cst_3 = arith.constant 1.666260e-01 : f16
    %11 = arith.mulf %10, %cst_3 : f16
    %12 = arith.mulf %in, %11 : f16
    linalg.yield %12 : f16
  } -> tensor<1280x1280xf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %arg3 : tensor<1280x1280xf16>, tensor<1280xf16>) outs(%arg4 : tensor<1280x1280xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %8 = arith.addf %in, %in_0 : f16
    linalg.yield %8 : f16
  } -> tensor<1280x1280xf16>
  return %7 : tensor<1280x1280xf16>
}

// fused-d7cd8d96d25c: fused (bmm-bmm+bias+residual+bias), f16; cuda-agent synth --seed 2026, candidate 3257
func.func @fused(%arg0: tensor<4x2048x64xf16>, %arg1: tensor<4x64x768xf16>, %arg2: tensor<768xf16>, %arg3: tensor<4x2048x768xf16>, %arg4: tensor<768xf16>, %arg5: tensor<4x2048x768xf16>) -> tensor<4x2048x768xf16> {
  %0 = tensor.empty() : tensor<4x2048x768xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<4x2048x768xf16>) -> tensor<4x2048x768xf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<4x2048x64xf16>, tensor<4x64x768xf16>) outs(%1 : tensor<4x2048x768xf16>) -> tensor<4x2048x768xf16>
  %3 = tensor.empty() : tensor<4x2048x768xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<4x2048x768xf16>, tensor<768xf16>) outs(%3 : tensor<4x2048x768xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %8 = arith.addf %in, %in_0 : f16
    linalg.yield %8 : f16
  } -> tensor<4x2048x768xf16>
  %5 = tensor.empty() : tensor<4x2048x768xf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %arg3 : tensor<4x2048x768xf16>, tensor<4x2048x768xf16>) outs(%5 : tensor<4x2048x768xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %8 = arith.addf %in, %in_0 : f16
    linalg.yield %8 : f16
  } -> tensor<4x2048x768xf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %arg4 : tensor<4x2048x768xf16>, tensor<768xf16>) outs(%arg5 : tensor<4x2048x768xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %8 = arith.addf %in, %in_0 : f16
    linalg.yield %8 : f16
  } -> tensor<4x2048x768xf16>
  return %7 : tensor<4x2048x768xf16>
}

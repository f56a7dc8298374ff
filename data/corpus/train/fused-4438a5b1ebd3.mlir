// fused-4438a5b1ebd3: fused (matmul-transposed-b+bias+residual), f32; cuda-agent synth --seed 2026, candidate 4964
func.func @fused(%arg0: tensor<768x512xf32>, %arg1: tensor<3932x512xf32>, %arg2: tensor<3932xf32>, %arg3: tensor<768x3932xf32>, %arg4: tensor<768x3932xf32>) -> tensor<768x3932xf32> {
  %0 = tensor.empty() : tensor<768x3932xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<768x3932xf32>) -> tensor<768x3932xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<768x512xf32>, tensor<3932x512xf32>) outs(%1 : tensor<768x3932xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %6 = arith.mulf %in, %in_0 : f32
    %7 = arith.addf %out, %6 : f32
    linalg.yield %7 : f32
  } -> tensor<768x3932xf32>
  %3 = tensor.empty() : tensor<768x3932xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<768x3932xf32>, tensor<3932xf32>) outs(%3 : tensor<768x3932xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %6 = arith.addf %in, %in_0 : f32
    linalg.yield %6 : f32
  } -> tensor<768x3932xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg3 : tensor<768x3932xf32>, tensor<768x3932xf32>) outs(%arg4 : tensor<768x3932xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %6 = arith.addf %in, %in_0 : f32
    linalg.yield %6 : f32
  } -> tensor<768x3932xf32>
  return %5 : tensor<768x3932xf32>
}

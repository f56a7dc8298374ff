// fused-b746d0ebc694: fused (reduction-min-outer+residual+residual+relu), f32; cuda-agent synth --seed 2026, candidate 5255
func.func @fused(%arg0: tensor<1024x3072xf32>, %arg1: tensor<3072xf32>, %arg2: tensor<3072xf32>, %arg3: tensor<3072xf32>) -> tensor<3072xf32> {
  %0 = tensor.empty() : tensor<3072xf32>
  %cst = arith.constant 0x7F800000 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<3072xf32>) -> tensor<3072xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<1024x3072xf32>) outs(%1 : tensor<3072xf32>) {
  ^bb0(%in: f32, %out: f32):
    %8 = arith.minimumf %in, %out : f32
    linalg.yield %8 : f32
  } -> tensor<3072xf32>
  %3 = tensor.empty() : tensor<3072xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2, %arg1 : tensor<3072xf32>, tensor<3072xf32>) outs(%3 : tensor<3072xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.addf %in, %in_0 : f32
    linalg.yield %8 : f32
  } -> tensor<3072xf32>
  %5 = tensor.empty() : tensor<3072xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4, %arg2 : tensor<3072xf32>, tensor<3072xf32>) outs(%5 : tensor<3072xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.addf %in, %in_0 : f32
    linalg.yield %8 : f32
  } -> tensor<3072xf32>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%6 : tensor<3072xf32>) outs(%arg3 : tensor<3072xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 0.000000e+00 : f32
    %8 = arith.maximumf %in, %cst_0 : f32
    linalg.yield %8 : f32
  } -> tensor<3072xf32>
  return %7 : tensor<3072xf32>
}

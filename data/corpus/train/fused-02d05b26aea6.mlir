// fused-02d05b26aea6: fused (reduction-min-outer+bias+bias), f32; cuda-agent synth --seed 2026, candidate 5044
func.func @fused(%arg0: tensor<2048x4096xf32>, %arg1: tensor<4096xf32>, %arg2: tensor<4096xf32>, %arg3: tensor<4096xf32>) -> tensor<4096xf32> {
  %0 = tensor.empty() : tensor<4096xf32>
  %cst = arith.constant 0x7F800000 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4096xf32>) -> tensor<4096xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<2048x4096xf32>) outs(%1 : tensor<4096xf32>) {
  ^bb0(%in: f32, %out: f32):
    %6 = arith.minimumf %in, %out : f32
    linalg.yield %6 : f32
  } -> tensor<4096xf32>
  %3 = tensor.empty() : tensor<4096xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2, %arg1 : tensor<4096xf32>, tensor<4096xf32>) outs(%3 : tensor<4096xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %6 = arith.addf %in, %in_0 : f32
    linalg.yield %6 : f32
  } -> tensor<4096xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4, %arg2 : tensor<4096xf32>, tensor<4096xf32>) outs(%arg3 : tensor<4096xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %6 = arith.addf %in, %in_0 : f32
    linalg.yield %6 : f32
  } -> tensor<4096xf32>
  return %5 : tensor<4096xf32>
}

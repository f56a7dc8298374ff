// fused-9f5c26cb6648: fused (bmm-bmm+bias), f32; cuda-agent synth --seed 2026, candidate 3667
func.func @fused(%arg0: tensor<8x768x128xf32>, %arg1: tensor<8x128x2048xf32>, %arg2: tensor<2048xf32>, %arg3: tensor<8x768x2048xf32>) -> tensor<8x768x2048xf32> {
  %0 = tensor.empty() : tensor<8x768x2048xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8x768x2048xf32>) -> tensor<8x768x2048xf32>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<8x768x128xf32>, tensor<8x128x2048xf32>) outs(%1 : tensor<8x768x2048xf32>) -> tensor<8x768x2048xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<8x768x2048xf32>, tensor<2048xf32>) outs(%arg3 : tensor<8x768x2048xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %4 = arith.addf %in, %in_0 : f32
    linalg.yield %4 : f32
  } -> tensor<8x768x2048xf32>
  return %3 : tensor<8x768x2048xf32>
}

// fused-12600a501220: fused (bmm-bmm+scale+scale), f32; cuda-agent synth --seed 2026, candidate 2560
func.func @fused(%arg0: tensor<8x434x384xf32>, %arg1: tensor<8x384x2048xf32>, %arg2: tensor<8x434x2048xf32>) -> tensor<8x434x2048xf32> {
  %0 = tensor.empty() : tensor<8x434x2048xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8x434x2048xf32>) -> tensor<8x434x2048xf32>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<8x434x384xf32>, tensor<8x384x2048xf32>) outs(%1 : tensor<8x434x2048xf32>) -> tensor<8x434x2048xf32>
  %3 = tensor.empty() : tensor<8x434x2048xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<8x434x2048xf32>) outs(%3 : tensor<8x434x2048xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 7.500000e-01 : f32
    %6 = arith.mulf %in, %cst_0 : f32
    linalg.yield %6 : f32
  } -> tensor<8x434x2048xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<8x434x2048xf32>) outs(%arg2 : tensor<8x434x2048xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.500000e+00 : f32
    %6 = arith.mulf %in, %cst_0 : f32
    linalg.yield %6 : f32
  } -> tensor<8x434x2048xf32>
  return %5 : tensor<8x434x2048xf32>
}

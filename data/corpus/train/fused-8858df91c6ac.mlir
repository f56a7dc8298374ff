// fused-8858df91c6ac: fused (bmm-bmm+leaky_relu+residual+relu), f32; cuda-agent synth --seed 2026, candidate 410
func.func @fused(%arg0: tensor<16x1024x256xf32>, %arg1: tensor<16x256x2048xf32>, %arg2: tensor<16x1024x2048xf32>, %arg3: tensor<16x1024x2048xf32>) -> tensor<16x1024x2048xf32> {
  %0 = tensor.empty() : tensor<16x1024x2048xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x1024x2048xf32>) -> tensor<16x1024x2048xf32>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<16x1024x256xf32>, tensor<16x256x2048xf32>) outs(%1 : tensor<16x1024x2048xf32>) -> tensor<16x1024x2048xf32>
  %3 = tensor.empty() : tensor<16x1024x2048xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<16x1024x2048xf32>) outs(%3 : tensor<16x1024x2048xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 0.00999999977 : f32
    %8 = arith.mulf %cst_0, %in : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %9 = arith.cmpf ogt, %in, %cst_1 : f32
    %10 = arith.select %9, %in, %8 : f32
    linalg.yield %10 : f32
  } -> tensor<16x1024x2048xf32>
  %5 = tensor.empty() : tensor<16x1024x2048xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %arg2 : tensor<16x1024x2048xf32>, tensor<16x1024x2048xf32>) outs(%5 : tensor<16x1024x2048xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.addf %in, %in_0 : f32
    linalg.yield %8 : f32
  } -> tensor<16x1024x2048xf32>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<16x1024x2048xf32>) outs(%arg3 : tensor<16x1024x2048xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 0.000000e+00 : f32
    %8 = arith.maximumf %in, %cst_0 : f32
    linalg.yield %8 : f32
  } -> tensor<16x1024x2048xf32>
  return %7 : tensor<16x1024x2048xf32>
}

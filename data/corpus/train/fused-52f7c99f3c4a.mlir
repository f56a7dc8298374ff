// fused-52f7c99f3c4a: fused (bmm-bmm+scale), f32; cuda-agent synth --seed 2026, candidate 5159
func.func @fused(%arg0: tensor<16x128x384xf32>, %arg1: tensor<16x384x768xf32>, %arg2: tensor<16x128x768xf32>) -> tensor<16x128x768xf32> {
  %0 = tensor.empty() : tensor<16x128x768xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x128x768xf32>) -> tensor<16x128x768xf32>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<16x128x384xf32>, tensor<16x384x768xf32>) outs(%1 : tensor<16x128x768xf32>) -> tensor<16x128x768xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<16x128x768xf32>) outs(%arg2 : tensor<16x128x768xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.500000e+00 : f32
    %4 = arith.mulf %in, %cst_0 : f32
    linalg.yield %4 : f32
  } -> tensor<16x128x768xf32>
  return %3 : tensor<16x128x768xf32>
}

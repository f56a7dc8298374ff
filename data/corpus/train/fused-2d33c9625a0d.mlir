// fused-2d33c9625a0d: fused (matmul-transposed-b+bias), f32; cuda-agent synth --seed 2026, candidate 1279
func.func @fused(%arg0: tensor<376x3072xf32>, %arg1: tensor<384x3072xf32>, %arg2: tensor<384xf32>, %arg3: tensor<376x384xf32>) -> tensor<376x384xf32> {
  %0 = tensor.empty() : tensor<376x384xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<376x384xf32>) -> tensor<376x384xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<376x3072xf32>, tensor<384x3072xf32>) outs(%1 : tensor<376x384xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %4 = arith.mulf %in, %in_0 : f32
    %5 = arith.addf %out, %4 : f32
    linalg.yield %5 : f32
  } -> tensor<376x384xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<376x384xf32>, tensor<384xf32>) outs(%arg3 : tensor<376x384xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %4 = arith.addf %in, %in_0 : f32
    linalg.yield %4 : f32
  } -> tensor<376x384xf32>
  return %3 : tensor<376x384xf32>
}

// fused-3bbc06b8679e: fused (matmul-irregular+bias), f32; cuda-agent synth --seed 2026, candidate 6300
func.func @fused(%arg0: tensor<1473x1880xf32>, %arg1: tensor<1880x1353xf32>, %arg2: tensor<1353xf32>, %arg3: tensor<1473x1353xf32>) -> tensor<1473x1353xf32> {
  %0 = tensor.empty() : tensor<1473x1353xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1473x1353xf32>) -> tensor<1473x1353xf32>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<1473x1880xf32>, tensor<1880x1353xf32>) outs(%1 : tensor<1473x1353xf32>) -> tensor<1473x1353xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<1473x1353xf32>, tensor<1353xf32>) outs(%arg3 : tensor<1473x1353xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %4 = arith.addf %in, %in_0 : f32
    linalg.yield %4 : f32
  } -> tensor<1473x1353xf32>
  return %3 : tensor<1473x1353xf32>
}

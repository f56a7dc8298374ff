// fused-9e8cae02e42e: fused (matmul-irregular+bias+residual+residual), f32; cuda-agent synth --seed 2026, candidate 5378
func.func @fused(%arg0: tensor<1063x2459xf32>, %arg1: tensor<2459x174xf32>, %arg2: tensor<174xf32>, %arg3: tensor<1063x174xf32>, %arg4: tensor<1063x174xf32>, %arg5: tensor<1063x174xf32>) -> tensor<1063x174xf32> {
  %0 = tensor.empty() : tensor<1063x174xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1063x174xf32>) -> tensor<1063x174xf32>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<1063x2459xf32>, tensor<2459x174xf32>) outs(%1 : tensor<1063x174xf32>) -> tensor<1063x174xf32>
  %3 = tensor.empty() : tensor<1063x174xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<1063x174xf32>, tensor<174xf32>) outs(%3 : tensor<1063x174xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.addf %in, %in_0 : f32
    linalg.yield %8 : f32
  } -> tensor<1063x174xf32>
  %5 = tensor.empty() : tensor<1063x174xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg3 : tensor<1063x174xf32>, tensor<1063x174xf32>) outs(%5 : tensor<1063x174xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.addf %in, %in_0 : f32
    linalg.yield %8 : f32
  } -> tensor<1063x174xf32>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %arg4 : tensor<1063x174xf32>, tensor<1063x174xf32>) outs(%arg5 : tensor<1063x174xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.addf %in, %in_0 : f32
    linalg.yield %8 : f32
  } -> tensor<1063x174xf32>
  return %7 : tensor<1063x174xf32>
}

// fused-641acae926ce: fused (matmul-small-k+scale+bias+residual+bias), f32; cuda-agent synth --seed 2026, candidate 5488
func.func @fused(%arg0: tensor<2048x8xf32>, %arg1: tensor<8x7670xf32>, %arg2: tensor<7670xf32>, %arg3: tensor<2048x7670xf32>, %arg4: tensor<7670xf32>, %arg5: tensor<2048x7670xf32>) -> tensor<2048x7670xf32> {
  %0 = tensor.empty() : tensor<2048x7670xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2048x7670xf32>) -> tensor<2048x7670xf32>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<2048x8xf32>, tensor<8x7670xf32>) outs(%1 : tensor<2048x7670xf32>) -> tensor<2048x7670xf32>
  %3 = tensor.empty() : tensor<2048x7670xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<2048x7670xf32>) outs(%3 : tensor<2048x7670xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.625000e+00 : f32
    %10 = arith.mulf %in, %cst_0 : f32
    linalg.yield %10 : f32
  } -> tensor<2048x7670xf32>
  %5 = tensor.empty() : tensor<2048x7670xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg2 : tensor<2048x7670xf32>, tensor<7670xf32>) outs(%5 : tensor<2048x7670xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<2048x7670xf32>
  %7 = tensor.empty() : tensor<2048x7670xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %arg3 : tensor<2048x7670xf32>, tensor<2048x7670xf32>) outs(%7 : tensor<2048x7670xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<2048x7670xf32>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8, %arg4 : tensor<2048x7670xf32>, tensor<7670xf32>) outs(%arg5 : tensor<2048x7670xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<2048x7670xf32>
  return %9 : tensor<2048x7670xf32>
}

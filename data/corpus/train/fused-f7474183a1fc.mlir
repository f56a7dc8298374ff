// fused-f7474183a1fc: fused (bmm-bmm+residual+scale+scale), f32; cuda-agent synth --seed 2026, candidate 3767
func.func @fused(%arg0: tensor<2x2048x577xf32>, %arg1: tensor<2x577x380xf32>, %arg2: tensor<2x2048x380xf32>, %arg3: tensor<2x2048x380xf32>) -> tensor<2x2048x380xf32> {
  %0 = tensor.empty() : tensor<2x2048x380xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x2048x380xf32>) -> tensor<2x2048x380xf32>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x2048x577xf32>, tensor<2x577x380xf32>) outs(%1 : tensor<2x2048x380xf32>) -> tensor<2x2048x380xf32>
  %3 = tensor.empty() : tensor<2x2048x380xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<2x2048x380xf32>, tensor<2x2048x380xf32>) outs(%3 : tensor<2x2048x380xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.addf %in, %in_0 : f32
    linalg.yield %8 : f32
  } -> tensor<2x2048x380xf32>
  %5 = tensor.empty() : tensor<2x2048x380xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x2048x380xf32>) outs(%5 : tensor<2x2048x380xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 7.500000e-01 : f32
    %8 = arith.mulf %in, %cst_0 : f32
    linalg.yield %8 : f32
  } -> tensor<2x2048x380xf32>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x2048x380xf32>) outs(%arg3 : tensor<2x2048x380xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.000000e+00 : f32
    %8 = arith.mulf %in, %cst_0 : f32
    linalg.yield %8 : f32
  } -> tensor<2x2048x380xf32>
  return %7 : tensor<2x2048x380xf32>
}

// fused-5a5ee0cf5963: fused (bmm-bmm+scale+bias+relu+scale), f32; cuda-agent synth --seed 2026, candidate 2579
func.func @fused(%arg0: tensor<2x634x256xf32>, %arg1: tensor<2x256x1841xf32>, %arg2: tensor<1841xf32>, %arg3: tensor<2x634x1841xf32>) -> tensor<2x634x1841xf32> {
  %0 = tensor.empty() : tensor<2x634x1841xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x634x1841xf32>) -> tensor<2x634x1841xf32>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x634x256xf32>, tensor<2x256x1841xf32>) outs(%1 : tensor<2x634x1841xf32>) -> tensor<2x634x1841xf32>
  %3 = tensor.empty() : tensor<2x634x1841xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<2x634x1841xf32>) outs(%3 : tensor<2x634x1841xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.250000e+00 : f32
    %10 = arith.mulf %in, %cst_0 : f32
    linalg.yield %10 : f32
  } -> tensor<2x634x1841xf32>
  %5 = tensor.empty() : tensor<2x634x1841xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %arg2 : tensor<2x634x1841xf32>, tensor<1841xf32>) outs(%5 : tensor<2x634x1841xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<2x634x1841xf32>
  %7 = tensor.empty() : tensor<2x634x1841xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<2x634x1841xf32>) outs(%7 : tensor<2x634x1841xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 0.000000e+00 : f32
    %10 = arith.maximumf %in, %cst_0 : f32
    linalg.yield %10 : f32
  } -> tensor<2x634x1841xf32>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x634x1841xf32>) outs(%arg3 : tensor<2x634x1841xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.625000e+00 : f32
    %10 = arith.mulf %in, %cst_0 : f32
    linalg.yield %10 : f32
  } -> tensor<2x634x1841xf32>
  return %9 : tensor<2x634x1841xf32>
}

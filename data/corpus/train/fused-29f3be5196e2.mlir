// fused-29f3be5196e2: fused (reduction-mean-outer+residual+bias+scale), f32; cuda-agent synth --seed 2026, candidate 5187
func.func @fused(%arg0: tensor<1024x1024xf32>, %arg1: tensor<1024xf32>, %arg2: tensor<1024xf32>, %arg3: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = tensor.empty() : tensor<1024xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = tensor.empty() : tensor<1024xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1024xf32>) -> tensor<1024xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<1024x1024xf32>) outs(%2 : tensor<1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %10 = arith.addf %in, %out : f32
    linalg.yield %10 : f32
  } -> tensor<1024xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<1024xf32>) outs(%0 : tensor<1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.024000e+03 : f32
    %10 = arith.divf %in, %cst_0 : f32
    linalg.yield %10 : f32
  } -> tensor<1024xf32>
  %5 = tensor.empty() : tensor<1024xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4, %arg1 : tensor<1024xf32>, tensor<1024xf32>) outs(%5 : tensor<1024xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<1024xf32>
  %7 = tensor.empty() : tensor<1024xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%6, %arg2 : tensor<1024xf32>, tensor<1024xf32>) outs(%7 : tensor<1024xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<1024xf32>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%8 : tensor<1024xf32>) outs(%arg3 : tensor<1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 3.750000e-01 : f32
    %10 = arith.mulf %in, %cst_0 : f32
    linalg.yield %10 : f32
  } -> tensor<1024xf32>
  return %9 : tensor<1024xf32>
}

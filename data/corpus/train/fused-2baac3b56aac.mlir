// fused-2baac3b56aac: fused (reduction-sum-inner+residual+bias+scale+scale), f32; cuda-agent synth --seed 2026, candidate 2892
func.func @fused(%arg0: tensor<64x1024x5120xf32>, %arg1: tensor<64x1024xf32>, %arg2: tensor<1024xf32>, %arg3: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %0 = tensor.empty() : tensor<64x1024xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<64x1024xf32>) -> tensor<64x1024xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<64x1024x5120xf32>) outs(%1 : tensor<64x1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %10 = arith.addf %in, %out : f32
    linalg.yield %10 : f32
  } -> tensor<64x1024xf32>
  %3 = tensor.empty() : tensor<64x1024xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg1 : tensor<64x1024xf32>, tensor<64x1024xf32>) outs(%3 : tensor<64x1024xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<64x1024xf32>
  %5 = tensor.empty() : tensor<64x1024xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg2 : tensor<64x1024xf32>, tensor<1024xf32>) outs(%5 : tensor<64x1024xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<64x1024xf32>
  %7 = tensor.empty() : tensor<64x1024xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<64x1024xf32>) outs(%7 : tensor<64x1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 8.750000e-01 : f32
    %10 = arith.mulf %in, %cst_0 : f32
    linalg.yield %10 : f32
  } -> tensor<64x1024xf32>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<64x1024xf32>) outs(%arg3 : tensor<64x1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 6.250000e-01 : f32
    %10 = arith.mulf %in, %cst_0 : f32
    linalg.yield %10 : f32
  } -> tensor<64x1024xf32>
  return %9 : tensor<64x1024xf32>
}

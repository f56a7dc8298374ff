// fused-cf45fe60f13e: fused (matmul-large-k+scale+residual+bias), f32; cuda-agent synth --seed 2026, candidate 2734
func.func @fused(%arg0: tensor<512x27377xf32>, %arg1: tensor<27377x196xf32>, %arg2: tensor<512x196xf32>, %arg3: tensor<196xf32>, %arg4: tensor<512x196xf32>) -> tensor<512x196xf32> {
  %0 = tensor.empty() : tensor<512x196xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<512x196xf32>) -> tensor<512x196xf32>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<512x27377xf32>, tensor<27377x196xf32>) outs(%1 : tensor<512x196xf32>) -> tensor<512x196xf32>
  %3 = tensor.empty() : tensor<512x196xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<512x196xf32>) outs(%3 : tensor<512x196xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 7.500000e-01 : f32
    %8 = arith.mulf %in, %cst_0 : f32
    linalg.yield %8 : f32
  } -> tensor<512x196xf32>
  %5 = tensor.empty() : tensor<512x196xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg2 : tensor<512x196xf32>, tensor<512x196xf32>) outs(%5 : tensor<512x196xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.addf %in, %in_0 : f32
    linalg.yield %8 : f32
  } -> tensor<512x196xf32>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %arg3 : tensor<512x196xf32>, tensor<196xf32>) outs(%arg4 : tensor<512x196xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.addf %in, %in_0 : f32
    linalg.yield %8 : f32
  } -> tensor<512x196xf32>
  return %7 : tensor<512x196xf32>
}

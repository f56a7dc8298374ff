// fused-87523bfe68cb: fused (bmm-bmm+residual+residual+residual+residual), f32; cuda-agent synth --seed 2026, candidate 3119
func.func @fused(%arg0: tensor<16x1629x64xf32>, %arg1: tensor<16x64x196xf32>, %arg2: tensor<16x1629x196xf32>, %arg3: tensor<16x1629x196xf32>, %arg4: tensor<16x1629x196xf32>, %arg5: tensor<16x1629x196xf32>, %arg6: tensor<16x1629x196xf32>) -> tensor<16x1629x196xf32> {
  %0 = tensor.empty() : tensor<16x1629x196xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x1629x196xf32>) -> tensor<16x1629x196xf32>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<16x1629x64xf32>, tensor<16x64x196xf32>) outs(%1 : tensor<16x1629x196xf32>) -> tensor<16x1629x196xf32>
  %3 = tensor.empty() : tensor<16x1629x196xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<16x1629x196xf32>, tensor<16x1629x196xf32>) outs(%3 : tensor<16x1629x196xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<16x1629x196xf32>
  %5 = tensor.empty() : tensor<16x1629x196xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %arg3 : tensor<16x1629x196xf32>, tensor<16x1629x196xf32>) outs(%5 : tensor<16x1629x196xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<16x1629x196xf32>
  %7 = tensor.empty() : tensor<16x1629x196xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %arg4 : tensor<16x1629x196xf32>, tensor<16x1629x196xf32>) outs(%7 : tensor<16x1629x196xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<16x1629x196xf32>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %arg5 : tensor<16x1629x196xf32>, tensor<16x1629x196xf32>) outs(%arg6 : tensor<16x1629x196xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<16x1629x196xf32>
  return %9 : tensor<16x1629x196xf32>
}

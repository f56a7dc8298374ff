// elementwise-361243e3f0dd: elementwise (relu+tanh+scale+bias), f32; cuda-agent synth --seed 2026, candidate 5883
func.func @elementwise(%arg0: tensor<33554432xf32>, %arg1: tensor<33554432xf32>, %arg2: tensor<33554432xf32>) -> tensor<33554432xf32> {
  %0 = tensor.empty() : tensor<33554432xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<33554432xf32>) outs(%0 : tensor<33554432xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 0.000000e+00 : f32
    %7 = arith.maximumf %in, %cst : f32
    linalg.yield %7 : f32
  } -> tensor<33554432xf32>
  %2 = tensor.empty() : tensor<33554432xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1 : tensor<33554432xf32>) outs(%2 : tensor<33554432xf32>) {
  ^bb0(%in: f32, %out: f32):
    %7 = math.tanh %in : f32
    linalg.yield %7 : f32
  } -> tensor<33554432xf32>
  %4 = tensor.empty() : tensor<33554432xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<33554432xf32>) outs(%4 : tensor<33554432xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 8.750000e-01 : f32
    %7 = arith.mulf %in, %cst : f32
    linalg.yield %7 : f32
  } -> tensor<33554432xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%5, %arg1 : tensor<33554432xf32>, tensor<33554432xf32>) outs(%arg2 : tensor<33554432xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %7 = arith.addf %in, %in_0 : f32
    linalg.yield %7 : f32
  } -> tensor<33554432xf32>
  return %6 : tensor<33554432xf32>
}

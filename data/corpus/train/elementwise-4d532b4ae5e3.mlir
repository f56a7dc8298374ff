// elementwise-4d532b4ae5e3: elementwise (tanh+relu+residual+scale), f32; cuda-agent synth --seed 2026, candidate 4828
func.func @elementwise(%arg0: tensor<3x5592405xf32>, %arg1: tensor<3x5592405xf32>, %arg2: tensor<3x5592405xf32>) -> tensor<3x5592405xf32> {
  %0 = tensor.empty() : tensor<3x5592405xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<3x5592405xf32>) outs(%0 : tensor<3x5592405xf32>) {
  ^bb0(%in: f32, %out: f32):
    %7 = math.tanh %in : f32
    linalg.yield %7 : f32
  } -> tensor<3x5592405xf32>
  %2 = tensor.empty() : tensor<3x5592405xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<3x5592405xf32>) outs(%2 : tensor<3x5592405xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 0.000000e+00 : f32
    %7 = arith.maximumf %in, %cst : f32
    linalg.yield %7 : f32
  } -> tensor<3x5592405xf32>
  %4 = tensor.empty() : tensor<3x5592405xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3, %arg1 : tensor<3x5592405xf32>, tensor<3x5592405xf32>) outs(%4 : tensor<3x5592405xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %7 = arith.addf %in, %in_0 : f32
    linalg.yield %7 : f32
  } -> tensor<3x5592405xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<3x5592405xf32>) outs(%arg2 : tensor<3x5592405xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 1.250000e+00 : f32
    %7 = arith.mulf %in, %cst : f32
    linalg.yield %7 : f32
  } -> tensor<3x5592405xf32>
  return %6 : tensor<3x5592405xf32>
}

// elementwise-4e0e711c4ec9: elementwise (leaky_relu+residual+residual), f32; cuda-agent synth --seed 2026, candidate 5495
func.func @elementwise(%arg0: tensor<196x3x57065xf32>, %arg1: tensor<196x3x57065xf32>, %arg2: tensor<196x3x57065xf32>, %arg3: tensor<196x3x57065xf32>) -> tensor<196x3x57065xf32> {
  %0 = tensor.empty() : tensor<196x3x57065xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<196x3x57065xf32>) outs(%0 : tensor<196x3x57065xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 0.00999999977 : f32
    %5 = arith.mulf %cst, %in : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %6 = arith.cmpf ogt, %in, %cst_0 : f32
    %7 = arith.select %6, %in, %5 : f32
    linalg.yield %7 : f32
  } -> tensor<196x3x57065xf32>
  %2 = tensor.empty() : tensor<196x3x57065xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<196x3x57065xf32>, tensor<196x3x57065xf32>) outs(%2 : tensor<196x3x57065xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %5 = arith.addf %in, %in_0 : f32
    linalg.yield %5 : f32
  } -> tensor<196x3x57065xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %arg2 : tensor<196x3x57065xf32>, tensor<196x3x57065xf32>) outs(%arg3 : tensor<196x3x57065xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %5 = arith.addf %in, %in_0 : f32
    linalg.yield %5 : f32
  } -> tensor<196x3x57065xf32>
  return %4 : tensor<196x3x57065xf32>
}

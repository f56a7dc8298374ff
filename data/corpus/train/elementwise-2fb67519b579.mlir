// elementwise-2fb67519b579: elementwise (leaky_relu+bias), f32; cuda-agent synth --seed 2026, candidate 3128
func.func @elementwise(%arg0: tensor<2x196x2x42803xf32>, %arg1: tensor<42803xf32>, %arg2: tensor<2x196x2x42803xf32>) -> tensor<2x196x2x42803xf32> {
  %0 = tensor.empty() : tensor<2x196x2x42803xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x196x2x42803xf32>) outs(%0 : tensor<2x196x2x42803xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 0.00999999977 : f32
    %3 = arith.mulf %cst, %in : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %4 = arith.cmpf ogt, %in, %cst_0 : f32
    %5 = arith.select %4, %in, %3 : f32
    linalg.yield %5 : f32
  } -> tensor<2x196x2x42803xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<2x196x2x42803xf32>, tensor<42803xf32>) outs(%arg2 : tensor<2x196x2x42803xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %3 = arith.addf %in, %in_0 : f32
    linalg.yield %3 : f32
  } -> tensor<2x196x2x42803xf32>
  return %2 : tensor<2x196x2x42803xf32>
}

// elementwise-9afce6d38077: elementwise (sigmoid+residual+residual+tanh+bias), f32; cuda-agent synth --seed 2026, candidate 5511
func.func @elementwise(%arg0: tensor<2x32x196x668xf32>, %arg1: tensor<2x32x196x668xf32>, %arg2: tensor<2x32x196x668xf32>, %arg3: tensor<668xf32>, %arg4: tensor<2x32x196x668xf32>) -> tensor<2x32x196x668xf32> {
  %0 = tensor.empty() : tensor<2x32x196x668xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x32x196x668xf32>) outs(%0 : tensor<2x32x196x668xf32>) {
  ^bb0(%in: f32, %out: f32):
    %9 = arith.negf %in : f32
    %10 = math.exp %9 : f32
    %cst = arith.constant 1.000000e+00 : f32
    %11 = arith.addf %cst, %10 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %12 = arith.divf %cst_0, %11 : f32
    linalg.yield %12 : f32
  } -> tensor<2x32x196x668xf32>
  %2 = tensor.empty() : tensor<2x32x196x668xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<2x32x196x668xf32>, tensor<2x32x196x668xf32>) outs(%2 : tensor<2x32x196x668xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %9 = arith.addf %in, %in_0 : f32
    linalg.yield %9 : f32
  } -> tensor<2x32x196x668xf32>
  %4 = tensor.empty() : tensor<2x32x196x668xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %arg2 : tensor<2x32x196x668xf32>, tensor<2x32x196x668xf32>) outs(%4 : tensor<2x32x196x668xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %9 = arith.addf %in, %in_0 : f32
    linalg.yield %9 : f32
  } -> tensor<2x32x196x668xf32>
  %6 = tensor.empty() : tensor<2x32x196x668xf32>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5 : tensor<2x32x196x668xf32>) outs(%6 : tensor<2x32x196x668xf32>) {
  ^bb0(%in: f32, %out: f32):
    %9 = math.tanh %in : f32
    linalg.yield %9 : f32
  } -> tensor<2x32x196x668xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %arg3 : tensor<2x32x196x668xf32>, tensor<668xf32>) outs(%arg4 : tensor<2x32x196x668xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %9 = arith.addf %in, %in_0 : f32
    linalg.yield %9 : f32
  } -> tensor<2x32x196x668xf32>
  return %8 : tensor<2x32x196x668xf32>
}

// elementwise-8fd624372c87: elementwise (tanh+bias+residual+bias+scale), f32; cuda-agent synth --seed 2026, candidate 2519
func.func @elementwise(%arg0: tensor<196x256x196x6xf32>, %arg1: tensor<6xf32>, %arg2: tensor<196x256x196x6xf32>, %arg3: tensor<6xf32>, %arg4: tensor<196x256x196x6xf32>) -> tensor<196x256x196x6xf32> {
  %0 = tensor.empty() : tensor<196x256x196x6xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<196x256x196x6xf32>) outs(%0 : tensor<196x256x196x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %9 = math.tanh %in : f32
    linalg.yield %9 : f32
  } -> tensor<196x256x196x6xf32>
  %2 = tensor.empty() : tensor<196x256x196x6xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<196x256x196x6xf32>, tensor<6xf32>) outs(%2 : tensor<196x256x196x6xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %9 = arith.addf %in, %in_0 : f32
    linalg.yield %9 : f32
  } -> tensor<196x256x196x6xf32>
  %4 = tensor.empty() : tensor<196x256x196x6xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %arg2 : tensor<196x256x196x6xf32>, tensor<196x256x196x6xf32>) outs(%4 : tensor<196x256x196x6xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %9 = arith.addf %in, %in_0 : f32
    linalg.yield %9 : f32
  } -> tensor<196x256x196x6xf32>
  %6 = tensor.empty() : tensor<196x256x196x6xf32>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %arg3 : tensor<196x256x196x6xf32>, tensor<6xf32>) outs(%6 : tensor<196x256x196x6xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %9 = arith.addf %in, %in_0 : f32
    linalg.yield %9 : f32
  } -> tensor<196x256x196x6xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7 : tensor<196x256x196x6xf32>) outs(%arg4 : tensor<196x256x196x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 1.750000e+00 : f32
    %9 = arith.mulf %in, %cst : f32
    linalg.yield %9 : f32
  } -> tensor<196x256x196x6xf32>
  return %8 : tensor<196x256x196x6xf32>
}

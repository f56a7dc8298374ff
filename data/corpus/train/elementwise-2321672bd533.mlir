// elementwise-2321672bd533: elementwise (relu+residual+bias+bias), f32; cuda-agent synth --seed 2026, candidate 674
func.func @elementwise(%arg0: tensor<196x256x128x1xf32>, %arg1: tensor<196x256x128x1xf32>, %arg2: tensor<1xf32>, %arg3: tensor<1xf32>, %arg4: tensor<196x256x128x1xf32>) -> tensor<196x256x128x1xf32> {
  %0 = tensor.empty() : tensor<196x256x128x1xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<196x256x128x1xf32>) outs(%0 : tensor<196x256x128x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 0.000000e+00 : f32
    %7 = arith.maximumf %in, %cst : f32
    linalg.yield %7 : f32
  } -> tensor<196x256x128x1xf32>
  %2 = tensor.empty() : tensor<196x256x128x1xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<196x256x128x1xf32>, tensor<196x256x128x1xf32>) outs(%2 : tensor<196x256x128x1xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %7 = arith.addf %in, %in_0 : f32
    linalg.yield %7 : f32
  } -> tensor<196x256x128x1xf32>
  %4 = tensor.empty() : tensor<196x256x128x1xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %arg2 : tensor<196x256x128x1xf32>, tensor<1xf32>) outs(%4 : tensor<196x256x128x1xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %7 = arith.addf %in, %in_0 : f32
    linalg.yield %7 : f32
  } -> tensor<196x256x128x1xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %arg3 : tensor<196x256x128x1xf32>, tensor<1xf32>) outs(%arg4 : tensor<196x256x128x1xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %7 = arith.addf %in, %in_0 : f32
    linalg.yield %7 : f32
  } -> tensor<196x256x128x1xf32>
  return %6 : tensor<196x256x128x1xf32>
}

// elementwise-d28ce0b60387: elementwise (relu+relu), f32; cuda-agent synth --seed 2026, candidate 2791
func.func @elementwise(%arg0: tensor<256x128x196x1xf32>, %arg1: tensor<256x128x196x1xf32>) -> tensor<256x128x196x1xf32> {
  %0 = tensor.empty() : tensor<256x128x196x1xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<256x128x196x1xf32>) outs(%0 : tensor<256x128x196x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 0.000000e+00 : f32
    %3 = arith.maximumf %in, %cst : f32
    linalg.yield %3 : f32
  } -> tensor<256x128x196x1xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<256x128x196x1xf32>) outs(%arg1 : tensor<256x128x196x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 0.000000e+00 : f32
    %3 = arith.maximumf %in, %cst : f32
    linalg.yield %3 : f32
  } -> tensor<256x128x196x1xf32>
  return %2 : tensor<256x128x196x1xf32>
}

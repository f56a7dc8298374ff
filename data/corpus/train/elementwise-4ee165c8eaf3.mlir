// elementwise-4ee165c8eaf3: elementwise (tanh+relu+residual), f32; cuda-agent synth --seed 2026, candidate 2672
func.func @elementwise(%arg0: tensor<12x4x32x21845xf32>, %arg1: tensor<12x4x32x21845xf32>, %arg2: tensor<12x4x32x21845xf32>) -> tensor<12x4x32x21845xf32> {
  %0 = tensor.empty() : tensor<12x4x32x21845xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<12x4x32x21845xf32>) outs(%0 : tensor<12x4x32x21845xf32>) {
  ^bb0(%in: f32, %out: f32):
    %5 = math.tanh %in : f32
    linalg.yield %5 : f32
  } -> tensor<12x4x32x21845xf32>
  %2 = tensor.empty() : tensor<12x4x32x21845xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<12x4x32x21845xf32>) outs(%2 : tensor<12x4x32x21845xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 0.000000e+00 : f32
    %5 = arith.maximumf %in, %cst : f32
    linalg.yield %5 : f32
  } -> tensor<12x4x32x21845xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %arg1 : tensor<12x4x32x21845xf32>, tensor<12x4x32x21845xf32>) outs(%arg2 : tensor<12x4x32x21845xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %5 = arith.addf %in, %in_0 : f32
    linalg.yield %5 : f32
  } -> tensor<12x4x32x21845xf32>
  return %4 : tensor<12x4x32x21845xf32>
}

// elementwise-3e16044771ae: elementwise (tanh+relu+silu), f32; cuda-agent synth --seed 2026, candidate 5521
func.func @elementwise(%arg0: tensor<12x699050xf32>, %arg1: tensor<12x699050xf32>) -> tensor<12x699050xf32> {
  %0 = tensor.empty() : tensor<12x699050xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<12x699050xf32>) outs(%0 : tensor<12x699050xf32>) {
  ^bb0(%in: f32, %out: f32):
    %5 = math.tanh %in : f32
    linalg.yield %5 : f32
  } -> tensor<12x699050xf32>
  %2 = tensor.empty() : tensor<12x699050xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<12x699050xf32>) outs(%2 : tensor<12x699050xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 0.000000e+00 : f32
    %5 = arith.maximumf %in, %cst : f32
    linalg.yield %5 : f32
  } -> tensor<12x699050xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<12x699050xf32>) outs(%arg1 : tensor<12x699050xf32>) {
  ^bb0(%in: f32, %out: f32):
    %5 = arith.negf %in : f32
    %6 = math.exp %5 : f32
    %cst = arith.constant 1.000000e+00 : f32
    %7 = arith.addf %cst, %6 : f32
    %8 = arith.divf %in, %7 : f32
    linalg.yield %8 : f32
  } -> tensor<12x699050xf32>
  return %4 : tensor<12x699050xf32>
}

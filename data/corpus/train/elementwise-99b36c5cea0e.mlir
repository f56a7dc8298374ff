// elementwise-99b36c5cea0e: elementwise (leaky_relu), f32; cuda-agent synth --seed 2026, candidate 5607
func.func @elementwise(%arg0: tensor<12x196x256x20xf32>, %arg1: tensor<12x196x256x20xf32>) -> tensor<12x196x256x20xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<12x196x256x20xf32>) outs(%arg1 : tensor<12x196x256x20xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 0.00999999977 : f32
    %1 = arith.mulf %cst, %in : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %2 = arith.cmpf ogt, %in, %cst_0 : f32
    %3 = arith.select %2, %in, %1 : f32
    linalg.yield %3 : f32
  } -> tensor<12x196x256x20xf32>
  return %0 : tensor<12x196x256x20xf32>
}

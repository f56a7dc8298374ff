// elementwise-2239254a7773: elementwise (relu), f32; cuda-agent synth --seed 2026, candidate 3592
func.func @elementwise(%arg0: tensor<16777227xf32>, %arg1: tensor<16777227xf32>) -> tensor<16777227xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<16777227xf32>) outs(%arg1 : tensor<16777227xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 0.000000e+00 : f32
    %1 = arith.maximumf %in, %cst : f32
    linalg.yield %1 : f32
  } -> tensor<16777227xf32>
  return %0 : tensor<16777227xf32>
}

// elementwise-181eea4fd9fe: elementwise (silu), f32; cuda-agent synth --seed 2026, candidate 5580
func.func @elementwise(%arg0: tensor<4x32x196x83xf32>, %arg1: tensor<4x32x196x83xf32>) -> tensor<4x32x196x83xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x32x196x83xf32>) outs(%arg1 : tensor<4x32x196x83xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.negf %in : f32
    %2 = math.exp %1 : f32
    %cst = arith.constant 1.000000e+00 : f32
    %3 = arith.addf %cst, %2 : f32
    %4 = arith.divf %in, %3 : f32
    linalg.yield %4 : f32
  } -> tensor<4x32x196x83xf32>
  return %0 : tensor<4x32x196x83xf32>
}

// elementwise-fdaaccfc3d87: elementwise (sigmoid), f32; cuda-agent synth --seed 2026, candidate 4651
func.func @elementwise(%arg0: tensor<2097160xf32>, %arg1: tensor<2097160xf32>) -> tensor<2097160xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<2097160xf32>) outs(%arg1 : tensor<2097160xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.negf %in : f32
    %2 = math.exp %1 : f32
    %cst = arith.constant 1.000000e+00 : f32
    %3 = arith.addf %cst, %2 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %4 = arith.divf %cst_0, %3 : f32
    linalg.yield %4 : f32
  } -> tensor<2097160xf32>
  return %0 : tensor<2097160xf32>
}

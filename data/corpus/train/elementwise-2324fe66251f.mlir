// elementwise-2324fe66251f: elementwise (silu+residual), f32; cuda-agent synth --seed 2026, candidate 2660
func.func @elementwise(%arg0: tensor<4194304xf32>, %arg1: tensor<4194304xf32>, %arg2: tensor<4194304xf32>) -> tensor<4194304xf32> {
  %0 = tensor.empty() : tensor<4194304xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<4194304xf32>) outs(%0 : tensor<4194304xf32>) {
  ^bb0(%in: f32, %out: f32):
    %3 = arith.negf %in : f32
    %4 = math.exp %3 : f32
    %cst = arith.constant 1.000000e+00 : f32
    %5 = arith.addf %cst, %4 : f32
    %6 = arith.divf %in, %5 : f32
    linalg.yield %6 : f32
  } -> tensor<4194304xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1, %arg1 : tensor<4194304xf32>, tensor<4194304xf32>) outs(%arg2 : tensor<4194304xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %3 = arith.addf %in, %in_0 : f32
    linalg.yield %3 : f32
  } -> tensor<4194304xf32>
  return %2 : tensor<4194304xf32>
}

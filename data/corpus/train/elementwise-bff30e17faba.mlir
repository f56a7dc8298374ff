// elementwise-bff30e17faba: elementwise (silu+residual+bias), f32; cuda-agent synth --seed 2026, candidate 4190
func.func @elementwise(%arg0: tensor<16x196x5349xf32>, %arg1: tensor<16x196x5349xf32>, %arg2: tensor<5349xf32>, %arg3: tensor<16x196x5349xf32>) -> tensor<16x196x5349xf32> {
  %0 = tensor.empty() : tensor<16x196x5349xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<16x196x5349xf32>) outs(%0 : tensor<16x196x5349xf32>) {
  ^bb0(%in: f32, %out: f32):
    %5 = arith.negf %in : f32
    %6 = math.exp %5 : f32
    %cst = arith.constant 1.000000e+00 : f32
    %7 = arith.addf %cst, %6 : f32
    %8 = arith.divf %in, %7 : f32
    linalg.yield %8 : f32
  } -> tensor<16x196x5349xf32>
  %2 = tensor.empty() : tensor<16x196x5349xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<16x196x5349xf32>, tensor<16x196x5349xf32>) outs(%2 : tensor<16x196x5349xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %5 = arith.addf %in, %in_0 : f32
    linalg.yield %5 : f32
  } -> tensor<16x196x5349xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %arg2 : tensor<16x196x5349xf32>, tensor<5349xf32>) outs(%arg3 : tensor<16x196x5349xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %5 = arith.addf %in, %in_0 : f32
    linalg.yield %5 : f32
  } -> tensor<16x196x5349xf32>
  return %4 : tensor<16x196x5349xf32>
}

// reduction-f215e9726cf1: reduction (sum-inner), f32; cuda-agent synth --seed 2026, candidate 5419
func.func @reduction(%arg0: tensor<64x2048x8192xf32>, %arg1: tensor<64x2048xf32>) -> tensor<64x2048xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg1 : tensor<64x2048xf32>) -> tensor<64x2048xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<64x2048x8192xf32>) outs(%0 : tensor<64x2048xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = arith.addf %in, %out : f32
    linalg.yield %2 : f32
  } -> tensor<64x2048xf32>
  return %1 : tensor<64x2048xf32>
}

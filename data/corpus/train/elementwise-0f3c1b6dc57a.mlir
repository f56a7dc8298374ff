// elementwise-0f3c1b6dc57a: elementwise (tanh), f32; cuda-agent synth --seed 2026, candidate 1599
func.func @elementwise(%arg0: tensor<8x8x64x8192xf32>, %arg1: tensor<8x8x64x8192xf32>) -> tensor<8x8x64x8192xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x8x64x8192xf32>) outs(%arg1 : tensor<8x8x64x8192xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.tanh %in : f32
    linalg.yield %1 : f32
  } -> tensor<8x8x64x8192xf32>
  return %0 : tensor<8x8x64x8192xf32>
}

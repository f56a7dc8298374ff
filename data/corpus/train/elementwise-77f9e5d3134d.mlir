// elementwise-77f9e5d3134d: elementwise (tanh), f32; cuda-agent synth --seed 2026, candidate 1274
func.func @elementwise(%arg0: tensor<8x64x16x1024xf32>, %arg1: tensor<8x64x16x1024xf32>) -> tensor<8x64x16x1024xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x64x16x1024xf32>) outs(%arg1 : tensor<8x64x16x1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.tanh %in : f32
    linalg.yield %1 : f32
  } -> tensor<8x64x16x1024xf32>
  return %0 : tensor<8x64x16x1024xf32>
}

// elementwise-62ac0e99a757: elementwise (tanh), f32; cuda-agent synth --seed 2026, candidate 3366
func.func @elementwise(%arg0: tensor<256x65539xf32>, %arg1: tensor<256x65539xf32>) -> tensor<256x65539xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<256x65539xf32>) outs(%arg1 : tensor<256x65539xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = math.tanh %in : f32
    linalg.yield %1 : f32
  } -> tensor<256x65539xf32>
  return %0 : tensor<256x65539xf32>
}

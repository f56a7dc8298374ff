// elementwise-5e8985cc00ee: elementwise (relu), f32; cuda-agent synth --seed 2026, candidate 3309
func.func @elementwise(%arg0: tensor<3x196x256x222xf32>, %arg1: tensor<3x196x256x222xf32>) -> tensor<3x196x256x222xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<3x196x256x222xf32>) outs(%arg1 : tensor<3x196x256x222xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 0.000000e+00 : f32
    %1 = arith.maximumf %in, %cst : f32
    linalg.yield %1 : f32
  } -> tensor<3x196x256x222xf32>
  return %0 : tensor<3x196x256x222xf32>
}

// elementwise-a0cc9d49353f: elementwise (relu), f32; cuda-agent synth --seed 2026, candidate 2782
func.func @elementwise(%arg0: tensor<16x16x65536xf32>, %arg1: tensor<16x16x65536xf32>) -> tensor<16x16x65536xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<16x16x65536xf32>) outs(%arg1 : tensor<16x16x65536xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 0.000000e+00 : f32
    %1 = arith.maximumf %in, %cst : f32
    linalg.yield %1 : f32
  } -> tensor<16x16x65536xf32>
  return %0 : tensor<16x16x65536xf32>
}

// elementwise-108d0832048e: elementwise (relu), f32; cuda-agent synth --seed 2026, candidate 5036
func.func @elementwise(%arg0: tensor<8388608xf32>, %arg1: tensor<8388608xf32>) -> tensor<8388608xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<8388608xf32>) outs(%arg1 : tensor<8388608xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 0.000000e+00 : f32
    %1 = arith.maximumf %in, %cst : f32
    linalg.yield %1 : f32
  } -> tensor<8388608xf32>
  return %0 : tensor<8388608xf32>
}

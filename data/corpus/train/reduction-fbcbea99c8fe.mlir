// reduction-fbcbea99c8fe: reduction (max-outer), f32; cuda-agent synth --seed 2026, candidate 1322
func.func @reduction(%arg0: tensor<16384x512xf32>, %arg1: tensor<512xf32>) -> tensor<512xf32> {
  %cst = arith.constant 0xFF800000 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg1 : tensor<512xf32>) -> tensor<512xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<16384x512xf32>) outs(%0 : tensor<512xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = arith.maximumf %in, %out : f32
    linalg.yield %2 : f32
  } -> tensor<512xf32>
  return %1 : tensor<512xf32>
}

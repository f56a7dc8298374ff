// reduction-a1229c24e54c: reduction (sum-outer), f32; cuda-agent synth --seed 2026, candidate 4021
func.func @reduction(%arg0: tensor<65536x1024xf32>, %arg1: tensor<1024xf32>) -> tensor<1024xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg1 : tensor<1024xf32>) -> tensor<1024xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<65536x1024xf32>) outs(%0 : tensor<1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = arith.addf %in, %out : f32
    linalg.yield %2 : f32
  } -> tensor<1024xf32>
  return %1 : tensor<1024xf32>
}

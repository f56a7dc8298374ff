// fused-cb77ff178e73: fused (reduction-max-outer+bias), f32; cuda-agent synth --seed 2026, candidate 606
func.func @fused(%arg0: tensor<62835x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<256xf32>) -> tensor<256xf32> {
  %0 = tensor.empty() : tensor<256xf32>
  %cst = arith.constant 0xFF800000 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<256xf32>) -> tensor<256xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<62835x256xf32>) outs(%1 : tensor<256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %4 = arith.maximumf %in, %out : f32
    linalg.yield %4 : f32
  } -> tensor<256xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2, %arg1 : tensor<256xf32>, tensor<256xf32>) outs(%arg2 : tensor<256xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %4 = arith.addf %in, %in_0 : f32
    linalg.yield %4 : f32
  } -> tensor<256xf32>
  return %3 : tensor<256xf32>
}

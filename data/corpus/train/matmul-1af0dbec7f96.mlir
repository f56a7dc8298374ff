// matmul-1af0dbec7f96: matmul (transposed-b), f32; cuda-agent synth --seed 2026, candidate 5437
func.func @matmul(%arg0: tensor<256x1422xf32>, %arg1: tensor<256x1422xf32>, %arg2: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<256x256xf32>) -> tensor<256x256xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<256x1422xf32>, tensor<256x1422xf32>) outs(%0 : tensor<256x256xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %2 = arith.mulf %in, %in_0 : f32
    %3 = arith.addf %out, %2 : f32
    linalg.yield %3 : f32
  } -> tensor<256x256xf32>
  return %1 : tensor<256x256xf32>
}

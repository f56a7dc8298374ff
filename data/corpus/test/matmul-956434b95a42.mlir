// matmul-956434b95a42: matmul (transposed-a), f32; cuda-agent synth --seed 2026, candidate 573
func.func @matmul(%arg0: tensor<128x2251xf32>, %arg1: tensor<128x197xf32>, %arg2: tensor<2251x197xf32>) -> tensor<2251x197xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<2251x197xf32>) -> tensor<2251x197xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<128x2251xf32>, tensor<128x197xf32>) outs(%0 : tensor<2251x197xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %2 = arith.mulf %in, %in_0 : f32
    %3 = arith.addf %out, %2 : f32
    linalg.yield %3 : f32
  } -> tensor<2251x197xf32>
  return %1 : tensor<2251x197xf32>
}

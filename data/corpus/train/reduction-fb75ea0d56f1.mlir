// reduction-fb75ea0d56f1: reduction (mean-inner), f32; cuda-agent synth --seed 2026, candidate 5480
func.func @reduction(%arg0: tensor<64x2048x384xf32>, %arg1: tensor<64x2048xf32>) -> tensor<64x2048xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<64x2048xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<64x2048xf32>) -> tensor<64x2048xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<64x2048x384xf32>) outs(%1 : tensor<64x2048xf32>) {
  ^bb0(%in: f32, %out: f32):
    %4 = arith.addf %in, %out : f32
    linalg.yield %4 : f32
  } -> tensor<64x2048xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<64x2048xf32>) outs(%arg1 : tensor<64x2048xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 3.840000e+02 : f32
    %4 = arith.divf %in, %cst_0 : f32
    linalg.yield %4 : f32
  } -> tensor<64x2048xf32>
  return %3 : tensor<64x2048xf32>
}

// elementwise-b7e281a52157: elementwise (sigmoid+bias), f32; cuda-agent synth --seed 2026, candidate 2995
func.func @elementwise(%arg0: tensor<8x16777216xf32>, %arg1: tensor<16777216xf32>, %arg2: tensor<8x16777216xf32>) -> tensor<8x16777216xf32> {
  %0 = tensor.empty() : tensor<8x16777216xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x16777216xf32>) outs(%0 : tensor<8x16777216xf32>) {
  ^bb0(%in: f32, %out: f32):
    %3 = arith.negf %in : f32
    %4 = math.exp %3 : f32
    %cst = arith.constant 1.000000e+00 : f32
    %5 = arith.addf %cst, %4 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %6 = arith.divf %cst_0, %5 : f32
    linalg.yield %6 : f32
  } -> tensor<8x16777216xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1, %arg1 : tensor<8x16777216xf32>, tensor<16777216xf32>) outs(%arg2 : tensor<8x16777216xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %3 = arith.addf %in, %in_0 : f32
    linalg.yield %3 : f32
  } -> tensor<8x16777216xf32>
  return %2 : tensor<8x16777216xf32>
}

// elementwise-c0d8732f11fd: elementwise (sigmoid+silu+residual+bias), f32; cuda-agent synth --seed 2026, candidate 756
func.func @elementwise(%arg0: tensor<4x2x8388608xf32>, %arg1: tensor<4x2x8388608xf32>, %arg2: tensor<8388608xf32>, %arg3: tensor<4x2x8388608xf32>) -> tensor<4x2x8388608xf32> {
  %0 = tensor.empty() : tensor<4x2x8388608xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x2x8388608xf32>) outs(%0 : tensor<4x2x8388608xf32>) {
  ^bb0(%in: f32, %out: f32):
    %7 = arith.negf %in : f32
    %8 = math.exp %7 : f32
    %cst = arith.constant 1.000000e+00 : f32
    %9 = arith.addf %cst, %8 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %10 = arith.divf %cst_0, %9 : f32
    linalg.yield %10 : f32
  } -> tensor<4x2x8388608xf32>
  %2 = tensor.empty() : tensor<4x2x8388608xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<4x2x8388608xf32>) outs(%2 : tensor<4x2x8388608xf32>) {
  ^bb0(%in: f32, %out: f32):
    %7 = arith.negf %in : f32
    %8 = math.exp %7 : f32
    %cst = arith.constant 1.000000e+00 : f32
    %9 = arith.addf %cst, %8 : f32
    %10 = arith.divf %in, %9 : f32
    linalg.yield %10 : f32
  } -> tensor<4x2x8388608xf32>
  %4 = tensor.empty() : tensor<4x2x8388608xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %arg1 : tensor<4x2x8388608xf32>, tensor<4x2x8388608xf32>) outs(%4 : tensor<4x2x8388608xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %7 = arith.addf %in, %in_0 : f32
    linalg.yield %7 : f32
  } -> tensor<4x2x8388608xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %arg2 : tensor<4x2x8388608xf32>, tensor<8388608xf32>) outs(%arg3 : tensor<4x2x8388608xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %7 = arith.addf %in, %in_0 : f32
    linalg.yield %7 : f32
  } -> tensor<4x2x8388608xf32>
  return %6 : tensor<4x2x8388608xf32>
}

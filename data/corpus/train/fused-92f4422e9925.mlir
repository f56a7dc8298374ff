// fused-92f4422e9925: fused (reduction-max-outer+sigmoid+scale+relu), f32; cuda-agent synth --seed 2026, candidate 493
func.func @fused(%arg0: tensor<911x2048xf32>, %arg1: tensor<2048xf32>) -> tensor<2048xf32> {
  %0 = tensor.empty() : tensor<2048xf32>
  %cst = arith.constant 0xFF800000 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2048xf32>) -> tensor<2048xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<911x2048xf32>) outs(%1 : tensor<2048xf32>) {
  ^bb0(%in: f32, %out: f32):
    %8 = arith.maximumf %in, %out : f32
    linalg.yield %8 : f32
  } -> tensor<2048xf32>
  %3 = tensor.empty() : tensor<2048xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<2048xf32>) outs(%3 : tensor<2048xf32>) {
  ^bb0(%in: f32, %out: f32):
    %8 = arith.negf %in : f32
    %9 = math.exp %8 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %10 = arith.addf %cst_0, %9 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %11 = arith.divf %cst_1, %10 : f32
    linalg.yield %11 : f32
  } -> tensor<2048xf32>
  %5 = tensor.empty() : tensor<2048xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4 : tensor<2048xf32>) outs(%5 : tensor<2048xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 2.000000e+00 : f32
    %8 = arith.mulf %in, %cst_0 : f32
    linalg.yield %8 : f32
  } -> tensor<2048xf32>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%6 : tensor<2048xf32>) outs(%arg1 : tensor<2048xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 0.000000e+00 : f32
    %8 = arith.maximumf %in, %cst_0 : f32
    linalg.yield %8 : f32
  } -> tensor<2048xf32>
  return %7 : tensor<2048xf32>
}

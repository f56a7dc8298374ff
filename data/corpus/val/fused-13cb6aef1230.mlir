// fused-13cb6aef1230: fused (reduction-min-inner+silu+bias), f32; cuda-agent synth --seed 2026, candidate 500
func.func @fused(%arg0: tensor<4096x1024xf32>, %arg1: tensor<4096xf32>, %arg2: tensor<4096xf32>) -> tensor<4096xf32> {
  %0 = tensor.empty() : tensor<4096xf32>
  %cst = arith.constant 0x7F800000 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4096xf32>) -> tensor<4096xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4096x1024xf32>) outs(%1 : tensor<4096xf32>) {
  ^bb0(%in: f32, %out: f32):
    %6 = arith.minimumf %in, %out : f32
    linalg.yield %6 : f32
  } -> tensor<4096xf32>
  %3 = tensor.empty() : tensor<4096xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<4096xf32>) outs(%3 : tensor<4096xf32>) {
  ^bb0(%in: f32, %out: f32):
    %6 = arith.negf %in : f32
    %7 = math.exp %6 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %8 = arith.addf %cst_0, %7 : f32
    %9 = arith.divf %in, %8 : f32
    linalg.yield %9 : f32
  } -> tensor<4096xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4, %arg1 : tensor<4096xf32>, tensor<4096xf32>) outs(%arg2 : tensor<4096xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %6 = arith.addf %in, %in_0 : f32
    linalg.yield %6 : f32
  } -> tensor<4096xf32>
  return %5 : tensor<4096xf32>
}

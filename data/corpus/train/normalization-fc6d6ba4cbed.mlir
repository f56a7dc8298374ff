// normalization-fc6d6ba4cbed: normalization (rmsnorm), f32; cuda-agent synth --seed 2026, candidate 592
func.func @normalization(%arg0: tensor<1024x14154xf32>, %arg1: tensor<14154xf32>, %arg2: tensor<1024x14154xf32>) -> tensor<1024x14154xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<1024xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1024xf32>) -> tensor<1024xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<1024x14154xf32>) outs(%1 : tensor<1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %6 = arith.mulf %in, %in : f32
    %7 = arith.addf %6, %out : f32
    linalg.yield %7 : f32
  } -> tensor<1024xf32>
  %3 = tensor.empty() : tensor<1024xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<1024xf32>) outs(%3 : tensor<1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.415400e+04 : f32
    %6 = arith.divf %in, %cst_0 : f32
    %cst_1 = arith.constant 9.99999974E-6 : f32
    %7 = arith.addf %6, %cst_1 : f32
    %8 = math.rsqrt %7 : f32
    linalg.yield %8 : f32
  } -> tensor<1024xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %4, %arg1 : tensor<1024x14154xf32>, tensor<1024xf32>, tensor<14154xf32>) outs(%arg2 : tensor<1024x14154xf32>) {
  ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
    %6 = arith.mulf %in, %in_0 : f32
    %7 = arith.mulf %6, %in_1 : f32
    linalg.yield %7 : f32
  } -> tensor<1024x14154xf32>
  return %5 : tensor<1024x14154xf32>
}

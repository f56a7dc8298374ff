// normalization-4933551822a4: normalization (groupnorm), f32; cuda-agent synth --seed 2026, candidate 2411
func.func @normalization(%arg0: tensor<32x32x10240xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x32x10240xf32>) -> tensor<32x32x10240xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<32x32xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<32x32xf32>) -> tensor<32x32xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<32x32x10240xf32>) outs(%1 : tensor<32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %13 = arith.addf %in, %out : f32
    linalg.yield %13 : f32
  } -> tensor<32x32xf32>
  %3 = tensor.empty() : tensor<32x32xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<32x32xf32>) outs(%3 : tensor<32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_1 = arith.constant 1.024000e+04 : f32
    %13 = arith.divf %in, %cst_1 : f32
    linalg.yield %13 : f32
  } -> tensor<32x32xf32>
  %5 = tensor.empty() : tensor<32x32x10240xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %4 : tensor<32x32x10240xf32>, tensor<32x32xf32>) outs(%5 : tensor<32x32x10240xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %13 = arith.subf %in, %in_1 : f32
    linalg.yield %13 : f32
  } -> tensor<32x32x10240xf32>
  %cst_0 = arith.constant 0.000000e+00 : f32
  %7 = tensor.empty() : tensor<32x32xf32>
  %8 = linalg.fill ins(%cst_0 : f32) outs(%7 : tensor<32x32xf32>) -> tensor<32x32xf32>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<32x32x10240xf32>) outs(%8 : tensor<32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %13 = arith.mulf %in, %in : f32
    %14 = arith.addf %13, %out : f32
    linalg.yield %14 : f32
  } -> tensor<32x32xf32>
  %10 = tensor.empty() : tensor<32x32xf32>
  %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<32x32xf32>) outs(%10 : tensor<32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_1 = arith.constant 1.024000e+04 : f32
    %13 = arith.divf %in, %cst_1 : f32
    %cst_2 = arith.constant 9.99999974E-6 : f32
    %14 = arith.addf %13, %cst_2 : f32
    %15 = math.rsqrt %14 : f32
    linalg.yield %15 : f32
  } -> tensor<32x32xf32>
  %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %11, %arg1, %arg2 : tensor<32x32x10240xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%arg3 : tensor<32x32x10240xf32>) {
  ^bb0(%in: f32, %in_1: f32, %in_2: f32, %in_3: f32, %out: f32):
    %13 = arith.mulf %in, %in_1 : f32
    %14 = arith.mulf %13, %in_2 : f32
    %15 = arith.addf %14, %in_3 : f32
    linalg.yield %15 : f32
  } -> tensor<32x32x10240xf32>
  return %12 : tensor<32x32x10240xf32>
}

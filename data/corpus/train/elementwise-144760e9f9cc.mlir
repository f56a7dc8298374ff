// elementwise-144760e9f9cc: elementwise (relu+residual+residual+scale+gelu), f32; cuda-agent synth --seed 2026, candidate 709
func.func @elementwise(%arg0: tensor<1048576xf32>, %arg1: tensor<1048576xf32>, %arg2: tensor<1048576xf32>, %arg3: tensor<1048576xf32>) -> tensor<1048576xf32> {
  %0 = tensor.empty() : tensor<1048576xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<1048576xf32>) outs(%0 : tensor<1048576xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 0.000000e+00 : f32
    %9 = arith.maximumf %in, %cst : f32
    linalg.yield %9 : f32
  } -> tensor<1048576xf32>
  %2 = tensor.empty() : tensor<1048576xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1, %arg1 : tensor<1048576xf32>, tensor<1048576xf32>) outs(%2 : tensor<1048576xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %9 = arith.addf %in, %in_0 : f32
    linalg.yield %9 : f32
  } -> tensor<1048576xf32>
  %4 = tensor.empty() : tensor<1048576xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3, %arg2 : tensor<1048576xf32>, tensor<1048576xf32>) outs(%4 : tensor<1048576xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %9 = arith.addf %in, %in_0 : f32
    linalg.yield %9 : f32
  } -> tensor<1048576xf32>
  %6 = tensor.empty() : tensor<1048576xf32>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%5 : tensor<1048576xf32>) outs(%6 : tensor<1048576xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 5.000000e-01 : f32
    %9 = arith.mulf %in, %cst : f32
    linalg.yield %9 : f32
  } -> tensor<1048576xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%7 : tensor<1048576xf32>) outs(%arg3 : tensor<1048576xf32>) {
  ^bb0(%in: f32, %out: f32):
    %9 = arith.mulf %in, %in : f32
    %10 = arith.mulf %9, %in : f32
    %cst = arith.constant 4.471500e-02 : f32
    %11 = arith.mulf %cst, %10 : f32
    %12 = arith.addf %in, %11 : f32
    %cst_0 = arith.constant 0.797884583 : f32
    %13 = arith.mulf %cst_0, %12 : f32
    %14 = math.tanh %13 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %15 = arith.addf %cst_1, %14 : f32
    %cst_2 = arith.constant 5.000000e-01 : f32
    %16 = arith.mulf %cst_2, %in : f32
    %17 = arith.mulf %16, %15 : f32
    linalg.yield %17 : f32
  } -> tensor<1048576xf32>
  return %8 : tensor<1048576xf32>
}

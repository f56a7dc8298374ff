// elementwise-5344dea2cad0: elementwise (hardswish+bias+residual+scale+bias), f32; cuda-agent synth --seed 2026, candidate 3945
func.func @elementwise(%arg0: tensor<33554432xf32>, %arg1: tensor<33554432xf32>, %arg2: tensor<33554432xf32>, %arg3: tensor<33554432xf32>, %arg4: tensor<33554432xf32>) -> tensor<33554432xf32> {
  %0 = tensor.empty() : tensor<33554432xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<33554432xf32>) outs(%0 : tensor<33554432xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 6.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 3.000000e+00 : f32
    %9 = arith.addf %in, %cst_1 : f32
    %10 = arith.maximumf %9, %cst_0 : f32
    %11 = arith.minimumf %10, %cst : f32
    %cst_2 = arith.constant 0.166666672 : f32
    %12 = arith.mulf %11, %cst_2 : f32
    %13 = arith.mulf %in, %12 : f32
    linalg.yield %13 : f32
  } -> tensor<33554432xf32>
  %2 = tensor.empty() : tensor<33554432xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1, %arg1 : tensor<33554432xf32>, tensor<33554432xf32>) outs(%2 : tensor<33554432xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %9 = arith.addf %in, %in_0 : f32
    linalg.yield %9 : f32
  } -> tensor<33554432xf32>
  %4 = tensor.empty() : tensor<33554432xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3, %arg2 : tensor<33554432xf32>, tensor<33554432xf32>) outs(%4 : tensor<33554432xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %9 = arith.addf %in, %in_0 : f32
    linalg.yield %9 : f32
  } -> tensor<33554432xf32>
  %6 = tensor.empty() : tensor<33554432xf32>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%5 : tensor<33554432xf32>) outs(%6 : tensor<33554432xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 1.375000e+00 : f32
    %9 = arith.mulf %in, %cst : f32
    linalg.yield %9 : f32
  } -> tensor<33554432xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%7, %arg3 : tensor<33554432xf32>, tensor<33554432xf32>) outs(%arg4 : tensor<33554432xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %9 = arith.addf %in, %in_0 : f32
    linalg.yield %9 : f32
  } -> tensor<33554432xf32>
  return %8 : tensor<33554432xf32>
}

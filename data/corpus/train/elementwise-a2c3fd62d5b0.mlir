// elementwise-a2c3fd62d5b0: elementwise (relu+residual+sigmoid+bias+residual), f32; cuda-agent synth --seed 2026, candidate 5117
func.func @elementwise(%arg0: tensor<2097152xf32>, %arg1: tensor<2097152xf32>, %arg2: tensor<2097152xf32>, %arg3: tensor<2097152xf32>, %arg4: tensor<2097152xf32>) -> tensor<2097152xf32> {
  %0 = tensor.empty() : tensor<2097152xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<2097152xf32>) outs(%0 : tensor<2097152xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 0.000000e+00 : f32
    %9 = arith.maximumf %in, %cst : f32
    linalg.yield %9 : f32
  } -> tensor<2097152xf32>
  %2 = tensor.empty() : tensor<2097152xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1, %arg1 : tensor<2097152xf32>, tensor<2097152xf32>) outs(%2 : tensor<2097152xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %9 = arith.addf %in, %in_0 : f32
    linalg.yield %9 : f32
  } -> tensor<2097152xf32>
  %4 = tensor.empty() : tensor<2097152xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<2097152xf32>) outs(%4 : tensor<2097152xf32>) {
  ^bb0(%in: f32, %out: f32):
    %9 = arith.negf %in : f32
    %10 = math.exp %9 : f32
    %cst = arith.constant 1.000000e+00 : f32
    %11 = arith.addf %cst, %10 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %12 = arith.divf %cst_0, %11 : f32
    linalg.yield %12 : f32
  } -> tensor<2097152xf32>
  %6 = tensor.empty() : tensor<2097152xf32>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%5, %arg2 : tensor<2097152xf32>, tensor<2097152xf32>) outs(%6 : tensor<2097152xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %9 = arith.addf %in, %in_0 : f32
    linalg.yield %9 : f32
  } -> tensor<2097152xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%7, %arg3 : tensor<2097152xf32>, tensor<2097152xf32>) outs(%arg4 : tensor<2097152xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %9 = arith.addf %in, %in_0 : f32
    linalg.yield %9 : f32
  } -> tensor<2097152xf32>
  return %8 : tensor<2097152xf32>
}

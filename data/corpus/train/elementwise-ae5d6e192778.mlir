// elementwise-ae5d6e192778: elementwise (silu+scale+scale+bias+scale), f32; cuda-agent synth --seed 2026, candidate 858
func.func @elementwise(%arg0: tensor<4x64x32768xf32>, %arg1: tensor<32768xf32>, %arg2: tensor<4x64x32768xf32>) -> tensor<4x64x32768xf32> {
  %0 = tensor.empty() : tensor<4x64x32768xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x64x32768xf32>) outs(%0 : tensor<4x64x32768xf32>) {
  ^bb0(%in: f32, %out: f32):
    %9 = arith.negf %in : f32
    %10 = math.exp %9 : f32
    %cst = arith.constant 1.000000e+00 : f32
    %11 = arith.addf %cst, %10 : f32
    %12 = arith.divf %in, %11 : f32
    linalg.yield %12 : f32
  } -> tensor<4x64x32768xf32>
  %2 = tensor.empty() : tensor<4x64x32768xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<4x64x32768xf32>) outs(%2 : tensor<4x64x32768xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 1.750000e+00 : f32
    %9 = arith.mulf %in, %cst : f32
    linalg.yield %9 : f32
  } -> tensor<4x64x32768xf32>
  %4 = tensor.empty() : tensor<4x64x32768xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<4x64x32768xf32>) outs(%4 : tensor<4x64x32768xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 1.500000e+00 : f32
    %9 = arith.mulf %in, %cst : f32
    linalg.yield %9 : f32
  } -> tensor<4x64x32768xf32>
  %6 = tensor.empty() : tensor<4x64x32768xf32>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %arg1 : tensor<4x64x32768xf32>, tensor<32768xf32>) outs(%6 : tensor<4x64x32768xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %9 = arith.addf %in, %in_0 : f32
    linalg.yield %9 : f32
  } -> tensor<4x64x32768xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<4x64x32768xf32>) outs(%arg2 : tensor<4x64x32768xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 1.000000e+00 : f32
    %9 = arith.mulf %in, %cst : f32
    linalg.yield %9 : f32
  } -> tensor<4x64x32768xf32>
  return %8 : tensor<4x64x32768xf32>
}

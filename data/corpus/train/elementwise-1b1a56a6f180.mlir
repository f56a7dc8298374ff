// elementwise-1b1a56a6f180: elementwise (relu+hardswish+residual), f32; cuda-agent synth --seed 2026, candidate 4720
func.func @elementwise(%arg0: tensor<134217728xf32>, %arg1: tensor<134217728xf32>, %arg2: tensor<134217728xf32>) -> tensor<134217728xf32> {
  %0 = tensor.empty() : tensor<134217728xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<134217728xf32>) outs(%0 : tensor<134217728xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 0.000000e+00 : f32
    %5 = arith.maximumf %in, %cst : f32
    linalg.yield %5 : f32
  } -> tensor<134217728xf32>
  %2 = tensor.empty() : tensor<134217728xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1 : tensor<134217728xf32>) outs(%2 : tensor<134217728xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 6.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 3.000000e+00 : f32
    %5 = arith.addf %in, %cst_1 : f32
    %6 = arith.maximumf %5, %cst_0 : f32
    %7 = arith.minimumf %6, %cst : f32
    %cst_2 = arith.constant 0.166666672 : f32
    %8 = arith.mulf %7, %cst_2 : f32
    %9 = arith.mulf %in, %8 : f32
    linalg.yield %9 : f32
  } -> tensor<134217728xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3, %arg1 : tensor<134217728xf32>, tensor<134217728xf32>) outs(%arg2 : tensor<134217728xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %5 = arith.addf %in, %in_0 : f32
    linalg.yield %5 : f32
  } -> tensor<134217728xf32>
  return %4 : tensor<134217728xf32>
}

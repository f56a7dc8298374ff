// elementwise-57eb3427165f: elementwise (hardswish+bias), f32; cuda-agent synth --seed 2026, candidate 1976
func.func @elementwise(%arg0: tensor<128x32x3x682xf32>, %arg1: tensor<682xf32>, %arg2: tensor<128x32x3x682xf32>) -> tensor<128x32x3x682xf32> {
  %0 = tensor.empty() : tensor<128x32x3x682xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<128x32x3x682xf32>) outs(%0 : tensor<128x32x3x682xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 6.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 3.000000e+00 : f32
    %3 = arith.addf %in, %cst_1 : f32
    %4 = arith.maximumf %3, %cst_0 : f32
    %5 = arith.minimumf %4, %cst : f32
    %cst_2 = arith.constant 0.166666672 : f32
    %6 = arith.mulf %5, %cst_2 : f32
    %7 = arith.mulf %in, %6 : f32
    linalg.yield %7 : f32
  } -> tensor<128x32x3x682xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<128x32x3x682xf32>, tensor<682xf32>) outs(%arg2 : tensor<128x32x3x682xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %3 = arith.addf %in, %in_0 : f32
    linalg.yield %3 : f32
  } -> tensor<128x32x3x682xf32>
  return %2 : tensor<128x32x3x682xf32>
}

// elementwise-1cae7faa9985: elementwise (hardswish+scale), f32; cuda-agent synth --seed 2026, candidate 3469
func.func @elementwise(%arg0: tensor<4x12x196x3574xf32>, %arg1: tensor<4x12x196x3574xf32>) -> tensor<4x12x196x3574xf32> {
  %0 = tensor.empty() : tensor<4x12x196x3574xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x12x196x3574xf32>) outs(%0 : tensor<4x12x196x3574xf32>) {
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
  } -> tensor<4x12x196x3574xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<4x12x196x3574xf32>) outs(%arg1 : tensor<4x12x196x3574xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 6.250000e-01 : f32
    %3 = arith.mulf %in, %cst : f32
    linalg.yield %3 : f32
  } -> tensor<4x12x196x3574xf32>
  return %2 : tensor<4x12x196x3574xf32>
}

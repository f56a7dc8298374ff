// fused-a54445377d15: fused (conv-pointwise+hardswish+scale+sigmoid+bias), f32; cuda-agent synth --seed 2026, candidate 5530
func.func @fused(%arg0: tensor<16x28x28x128xf32>, %arg1: tensor<1x1x128x128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<16x28x28x128xf32>) -> tensor<16x28x28x128xf32> {
  %0 = tensor.empty() : tensor<16x28x28x128xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x28x28x128xf32>) -> tensor<16x28x28x128xf32>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<16x28x28x128xf32>, tensor<1x1x128x128xf32>) outs(%1 : tensor<16x28x28x128xf32>) -> tensor<16x28x28x128xf32>
  %3 = tensor.empty() : tensor<16x28x28x128xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<16x28x28x128xf32>) outs(%3 : tensor<16x28x28x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 6.000000e+00 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant 3.000000e+00 : f32
    %10 = arith.addf %in, %cst_2 : f32
    %11 = arith.maximumf %10, %cst_1 : f32
    %12 = arith.minimumf %11, %cst_0 : f32
    %cst_3 = arith.constant 0.166666672 : f32
    %13 = arith.mulf %12, %cst_3 : f32
    %14 = arith.mulf %in, %13 : f32
    linalg.yield %14 : f32
  } -> tensor<16x28x28x128xf32>
  %5 = tensor.empty() : tensor<16x28x28x128xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<16x28x28x128xf32>) outs(%5 : tensor<16x28x28x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 6.250000e-01 : f32
    %10 = arith.mulf %in, %cst_0 : f32
    linalg.yield %10 : f32
  } -> tensor<16x28x28x128xf32>
  %7 = tensor.empty() : tensor<16x28x28x128xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<16x28x28x128xf32>) outs(%7 : tensor<16x28x28x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %10 = arith.negf %in : f32
    %11 = math.exp %10 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %12 = arith.addf %cst_0, %11 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %13 = arith.divf %cst_1, %12 : f32
    linalg.yield %13 : f32
  } -> tensor<16x28x28x128xf32>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %arg2 : tensor<16x28x28x128xf32>, tensor<128xf32>) outs(%arg3 : tensor<16x28x28x128xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<16x28x28x128xf32>
  return %9 : tensor<16x28x28x128xf32>
}

// fused-1c80c23403cb: fused (conv-depthwise+gelu+bias), f32; cuda-agent synth --seed 2026, candidate 1228
func.func @fused(%arg0: tensor<16x30x30x256xf32>, %arg1: tensor<3x3x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<16x28x28x256xf32>) -> tensor<16x28x28x256xf32> {
  %0 = tensor.empty() : tensor<16x28x28x256xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x28x28x256xf32>) -> tensor<16x28x28x256xf32>
  %2 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<16x30x30x256xf32>, tensor<3x3x256xf32>) outs(%1 : tensor<16x28x28x256xf32>) -> tensor<16x28x28x256xf32>
  %3 = tensor.empty() : tensor<16x28x28x256xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<16x28x28x256xf32>) outs(%3 : tensor<16x28x28x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %6 = arith.mulf %in, %in : f32
    %7 = arith.mulf %6, %in : f32
    %cst_0 = arith.constant 4.471500e-02 : f32
    %8 = arith.mulf %cst_0, %7 : f32
    %9 = arith.addf %in, %8 : f32
    %cst_1 = arith.constant 0.797884583 : f32
    %10 = arith.mulf %cst_1, %9 : f32
    %11 = math.tanh %10 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %12 = arith.addf %cst_2, %11 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %13 = arith.mulf %cst_3, %in : f32
    %14 = arith.mulf %13, %12 : f32
    linalg.yield %14 : f32
  } -> tensor<16x28x28x256xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg2 : tensor<16x28x28x256xf32>, tensor<256xf32>) outs(%arg3 : tensor<16x28x28x256xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %6 = arith.addf %in, %in_0 : f32
    linalg.yield %6 : f32
  } -> tensor<16x28x28x256xf32>
  return %5 : tensor<16x28x28x256xf32>
}

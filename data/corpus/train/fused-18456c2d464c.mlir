// fused-18456c2d464c: fused (conv-depthwise+residual+residual+silu), f32; cuda-agent synth --seed 2026, candidate 5256
func.func @fused(%arg0: tensor<32x30x30x128xf32>, %arg1: tensor<3x3x128xf32>, %arg2: tensor<32x28x28x128xf32>, %arg3: tensor<32x28x28x128xf32>, %arg4: tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32> {
  %0 = tensor.empty() : tensor<32x28x28x128xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
  %2 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<32x30x30x128xf32>, tensor<3x3x128xf32>) outs(%1 : tensor<32x28x28x128xf32>) -> tensor<32x28x28x128xf32>
  %3 = tensor.empty() : tensor<32x28x28x128xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) outs(%3 : tensor<32x28x28x128xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.addf %in, %in_0 : f32
    linalg.yield %8 : f32
  } -> tensor<32x28x28x128xf32>
  %5 = tensor.empty() : tensor<32x28x28x128xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg3 : tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32>) outs(%5 : tensor<32x28x28x128xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.addf %in, %in_0 : f32
    linalg.yield %8 : f32
  } -> tensor<32x28x28x128xf32>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<32x28x28x128xf32>) outs(%arg4 : tensor<32x28x28x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %8 = arith.negf %in : f32
    %9 = math.exp %8 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %10 = arith.addf %cst_0, %9 : f32
    %11 = arith.divf %in, %10 : f32
    linalg.yield %11 : f32
  } -> tensor<32x28x28x128xf32>
  return %7 : tensor<32x28x28x128xf32>
}

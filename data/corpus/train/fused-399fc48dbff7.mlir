// fused-399fc48dbff7: fused (conv-nchw+residual), f32; cuda-agent synth --seed 2026, candidate 4700
func.func @fused(%arg0: tensor<4x512x30x30xf32>, %arg1: tensor<16x512x3x3xf32>, %arg2: tensor<4x16x28x28xf32>, %arg3: tensor<4x16x28x28xf32>) -> tensor<4x16x28x28xf32> {
  %0 = tensor.empty() : tensor<4x16x28x28xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x16x28x28xf32>) -> tensor<4x16x28x28xf32>
  %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<4x512x30x30xf32>, tensor<16x512x3x3xf32>) outs(%1 : tensor<4x16x28x28xf32>) -> tensor<4x16x28x28xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<4x16x28x28xf32>, tensor<4x16x28x28xf32>) outs(%arg3 : tensor<4x16x28x28xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %4 = arith.addf %in, %in_0 : f32
    linalg.yield %4 : f32
  } -> tensor<4x16x28x28xf32>
  return %3 : tensor<4x16x28x28xf32>
}

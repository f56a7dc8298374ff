// fused-11350b237132: fused (conv-nhwc+scale), f32; cuda-agent synth --seed 2026, candidate 306
func.func @fused(%arg0: tensor<4x58x58x16xf32>, %arg1: tensor<3x3x16x256xf32>, %arg2: tensor<4x56x56x256xf32>) -> tensor<4x56x56x256xf32> {
  %0 = tensor.empty() : tensor<4x56x56x256xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x56x56x256xf32>) -> tensor<4x56x56x256xf32>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<4x58x58x16xf32>, tensor<3x3x16x256xf32>) outs(%1 : tensor<4x56x56x256xf32>) -> tensor<4x56x56x256xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<4x56x56x256xf32>) outs(%arg2 : tensor<4x56x56x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 6.250000e-01 : f32
    %4 = arith.mulf %in, %cst_0 : f32
    linalg.yield %4 : f32
  } -> tensor<4x56x56x256xf32>
  return %3 : tensor<4x56x56x256xf32>
}

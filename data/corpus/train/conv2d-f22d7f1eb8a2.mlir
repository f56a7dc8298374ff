// conv2d-f22d7f1eb8a2: conv2d (nchw), bf16; cuda-agent synth --seed 2026, candidate 1852
func.func @conv2d(%arg0: tensor<4x32x16x16xbf16>, %arg1: tensor<64x32x3x3xbf16>, %arg2: tensor<4x64x14x14xbf16>) -> tensor<4x64x14x14xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<4x64x14x14xbf16>) -> tensor<4x64x14x14xbf16>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<4x32x16x16xbf16>, tensor<64x32x3x3xbf16>) outs(%0 : tensor<4x64x14x14xbf16>) -> tensor<4x64x14x14xbf16>
  return %1 : tensor<4x64x14x14xbf16>
}

// conv2d-4bdcb0dafcee: conv2d (nchw), f16; cuda-agent synth --seed 2026, candidate 68
func.func @conv2d(%arg0: tensor<1x256x58x58xf16>, %arg1: tensor<64x256x3x3xf16>, %arg2: tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x256x58x58xf16>, tensor<64x256x3x3xf16>) outs(%0 : tensor<1x64x56x56xf16>) -> tensor<1x64x56x56xf16>
  return %1 : tensor<1x64x56x56xf16>
}

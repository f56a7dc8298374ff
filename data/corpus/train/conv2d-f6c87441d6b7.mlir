// conv2d-f6c87441d6b7: conv2d (nchw), f16; cuda-agent synth --seed 2026, candidate 3484
func.func @conv2d(%arg0: tensor<4x256x116x116xf16>, %arg1: tensor<32x256x5x5xf16>, %arg2: tensor<4x32x112x112xf16>) -> tensor<4x32x112x112xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<4x32x112x112xf16>) -> tensor<4x32x112x112xf16>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<4x256x116x116xf16>, tensor<32x256x5x5xf16>) outs(%0 : tensor<4x32x112x112xf16>) -> tensor<4x32x112x112xf16>
  return %1 : tensor<4x32x112x112xf16>
}

// conv2d-e0307a456035: conv2d (nhwc), bf16; cuda-agent synth --seed 2026, candidate 5396
func.func @conv2d(%arg0: tensor<4x114x114x64xbf16>, %arg1: tensor<3x3x64x64xbf16>, %arg2: tensor<4x112x112x64xbf16>) -> tensor<4x112x112x64xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<4x112x112x64xbf16>) -> tensor<4x112x112x64xbf16>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<4x114x114x64xbf16>, tensor<3x3x64x64xbf16>) outs(%0 : tensor<4x112x112x64xbf16>) -> tensor<4x112x112x64xbf16>
  return %1 : tensor<4x112x112x64xbf16>
}

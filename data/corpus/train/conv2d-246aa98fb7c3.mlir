// conv2d-246aa98fb7c3: conv2d (nhwc), f16; cuda-agent synth --seed 2026, candidate 5599
func.func @conv2d(%arg0: tensor<16x58x58x256xf16>, %arg1: tensor<3x3x256x64xf16>, %arg2: tensor<16x56x56x64xf16>) -> tensor<16x56x56x64xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<16x56x56x64xf16>) -> tensor<16x56x56x64xf16>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<16x58x58x256xf16>, tensor<3x3x256x64xf16>) outs(%0 : tensor<16x56x56x64xf16>) -> tensor<16x56x56x64xf16>
  return %1 : tensor<16x56x56x64xf16>
}

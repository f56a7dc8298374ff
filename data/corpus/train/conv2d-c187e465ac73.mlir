// conv2d-c187e465ac73: conv2d (nhwc), bf16; cuda-agent synth --seed 2026, candidate 2978
func.func @conv2d(%arg0: tensor<32x30x30x64xbf16>, %arg1: tensor<3x3x64x512xbf16>, %arg2: tensor<32x28x28x512xbf16>) -> tensor<32x28x28x512xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<32x28x28x512xbf16>) -> tensor<32x28x28x512xbf16>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<32x30x30x64xbf16>, tensor<3x3x64x512xbf16>) outs(%0 : tensor<32x28x28x512xbf16>) -> tensor<32x28x28x512xbf16>
  return %1 : tensor<32x28x28x512xbf16>
}

// pooling-83f84a690359: pooling (max-3x3-s1), f16; cuda-agent synth --seed 2026, candidate 5551
func.func @pooling(%arg0: tensor<32x30x30x128xf16>, %arg1: tensor<32x28x28x128xf16>) -> tensor<32x28x28x128xf16> {
  %0 = tensor.empty() : tensor<3x3xf16>
  %cst = arith.constant 0xFC00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%arg1 : tensor<32x28x28x128xf16>) -> tensor<32x28x28x128xf16>
  %2 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %0 : tensor<32x30x30x128xf16>, tensor<3x3xf16>) outs(%1 : tensor<32x28x28x128xf16>) -> tensor<32x28x28x128xf16>
  return %2 : tensor<32x28x28x128xf16>
}

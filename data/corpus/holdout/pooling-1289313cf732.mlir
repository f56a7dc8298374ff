// pooling-1289313cf732: pooling (max-2x2-s2), bf16; cuda-agent synth --seed 2026, candidate 5540
func.func @pooling(%arg0: tensor<16x56x56x512xbf16>, %arg1: tensor<16x28x28x512xbf16>) -> tensor<16x28x28x512xbf16> {
  %0 = tensor.empty() : tensor<2x2xbf16>
  %cst = arith.constant 0xFF80 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%arg1 : tensor<16x28x28x512xbf16>) -> tensor<16x28x28x512xbf16>
  %2 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %0 : tensor<16x56x56x512xbf16>, tensor<2x2xbf16>) outs(%1 : tensor<16x28x28x512xbf16>) -> tensor<16x28x28x512xbf16>
  return %2 : tensor<16x28x28x512xbf16>
}

// pooling-a1bde7d87796: pooling (max-2x2-s2), bf16; cuda-agent synth --seed 2026, candidate 5576
func.func @pooling(%arg0: tensor<32x112x112x256xbf16>, %arg1: tensor<32x56x56x256xbf16>) -> tensor<32x56x56x256xbf16> {
  %0 = tensor.empty() : tensor<2x2xbf16>
  %cst = arith.constant 0xFF80 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%arg1 : tensor<32x56x56x256xbf16>) -> tensor<32x56x56x256xbf16>
  %2 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %0 : tensor<32x112x112x256xbf16>, tensor<2x2xbf16>) outs(%1 : tensor<32x56x56x256xbf16>) -> tensor<32x56x56x256xbf16>
  return %2 : tensor<32x56x56x256xbf16>
}

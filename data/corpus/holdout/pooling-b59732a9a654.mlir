// pooling-b59732a9a654: pooling (max-2x2-s2), f16; cuda-agent synth --seed 2026, candidate 5537
func.func @pooling(%arg0: tensor<64x14x14x256xf16>, %arg1: tensor<64x7x7x256xf16>) -> tensor<64x7x7x256xf16> {
  %0 = tensor.empty() : tensor<2x2xf16>
  %cst = arith.constant 0xFC00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%arg1 : tensor<64x7x7x256xf16>) -> tensor<64x7x7x256xf16>
  %2 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %0 : tensor<64x14x14x256xf16>, tensor<2x2xf16>) outs(%1 : tensor<64x7x7x256xf16>) -> tensor<64x7x7x256xf16>
  return %2 : tensor<64x7x7x256xf16>
}

// pooling-b8cfc543aa01: pooling (max-3x3-s2), bf16; cuda-agent synth --seed 2026, candidate 5583
func.func @pooling(%arg0: tensor<1x225x225x64xbf16>, %arg1: tensor<1x112x112x64xbf16>) -> tensor<1x112x112x64xbf16> {
  %0 = tensor.empty() : tensor<3x3xbf16>
  %cst = arith.constant 0xFF80 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%arg1 : tensor<1x112x112x64xbf16>) -> tensor<1x112x112x64xbf16>
  %2 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %0 : tensor<1x225x225x64xbf16>, tensor<3x3xbf16>) outs(%1 : tensor<1x112x112x64xbf16>) -> tensor<1x112x112x64xbf16>
  return %2 : tensor<1x112x112x64xbf16>
}

// pooling-d0c878ffa45c: pooling (max-2x2-s2), f32; cuda-agent synth --seed 2026, candidate 5427
func.func @pooling(%arg0: tensor<8x56x56x64xf32>, %arg1: tensor<8x28x28x64xf32>) -> tensor<8x28x28x64xf32> {
  %0 = tensor.empty() : tensor<2x2xf32>
  %cst = arith.constant 0xFF800000 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%arg1 : tensor<8x28x28x64xf32>) -> tensor<8x28x28x64xf32>
  %2 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %0 : tensor<8x56x56x64xf32>, tensor<2x2xf32>) outs(%1 : tensor<8x28x28x64xf32>) -> tensor<8x28x28x64xf32>
  return %2 : tensor<8x28x28x64xf32>
}

// batch_matmul-c9cb9fecaf4f: batch_matmul (bmm), f16; cuda-agent synth --seed 2026, candidate 5591
func.func @batch_matmul(%arg0: tensor<4x1024x256xf16>, %arg1: tensor<4x256x2048xf16>, %arg2: tensor<4x1024x2048xf16>) -> tensor<4x1024x2048xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<4x1024x2048xf16>) -> tensor<4x1024x2048xf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<4x1024x256xf16>, tensor<4x256x2048xf16>) outs(%0 : tensor<4x1024x2048xf16>) -> tensor<4x1024x2048xf16>
  return %1 : tensor<4x1024x2048xf16>
}

// batch_matmul-75fac373dafe: batch_matmul (bmm), f16; cuda-agent synth --seed 2026, candidate 5568
func.func @batch_matmul(%arg0: tensor<16x1024x384xf16>, %arg1: tensor<16x384x1280xf16>, %arg2: tensor<16x1024x1280xf16>) -> tensor<16x1024x1280xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<16x1024x1280xf16>) -> tensor<16x1024x1280xf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<16x1024x384xf16>, tensor<16x384x1280xf16>) outs(%0 : tensor<16x1024x1280xf16>) -> tensor<16x1024x1280xf16>
  return %1 : tensor<16x1024x1280xf16>
}

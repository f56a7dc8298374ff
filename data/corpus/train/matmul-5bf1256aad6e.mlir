// matmul-5bf1256aad6e: matmul (tall-skinny), f16; cuda-agent synth --seed 2026, candidate 1909
func.func @matmul(%arg0: tensor<65536x1853xf16>, %arg1: tensor<1853x196xf16>, %arg2: tensor<65536x196xf16>) -> tensor<65536x196xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<65536x196xf16>) -> tensor<65536x196xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<65536x1853xf16>, tensor<1853x196xf16>) outs(%0 : tensor<65536x196xf16>) -> tensor<65536x196xf16>
  return %1 : tensor<65536x196xf16>
}

// matmul-412fcbf74ac2: matmul (tall-skinny), bf16; cuda-agent synth --seed 2026, candidate 6322
func.func @matmul(%arg0: tensor<4096x1536xbf16>, %arg1: tensor<1536x239xbf16>, %arg2: tensor<4096x239xbf16>) -> tensor<4096x239xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<4096x239xbf16>) -> tensor<4096x239xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<4096x1536xbf16>, tensor<1536x239xbf16>) outs(%0 : tensor<4096x239xbf16>) -> tensor<4096x239xbf16>
  return %1 : tensor<4096x239xbf16>
}

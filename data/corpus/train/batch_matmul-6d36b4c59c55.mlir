// batch_matmul-6d36b4c59c55: batch_matmul (bmm), bf16; cuda-agent synth --seed 2026, candidate 6250
func.func @batch_matmul(%arg0: tensor<4x2048x955xbf16>, %arg1: tensor<4x955x650xbf16>, %arg2: tensor<4x2048x650xbf16>) -> tensor<4x2048x650xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<4x2048x650xbf16>) -> tensor<4x2048x650xbf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<4x2048x955xbf16>, tensor<4x955x650xbf16>) outs(%0 : tensor<4x2048x650xbf16>) -> tensor<4x2048x650xbf16>
  return %1 : tensor<4x2048x650xbf16>
}

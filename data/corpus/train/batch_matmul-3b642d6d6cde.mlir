// batch_matmul-3b642d6d6cde: batch_matmul (bmm), bf16; cuda-agent synth --seed 2026, candidate 1289
func.func @batch_matmul(%arg0: tensor<12x1131x636xbf16>, %arg1: tensor<12x636x196xbf16>, %arg2: tensor<12x1131x196xbf16>) -> tensor<12x1131x196xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<12x1131x196xbf16>) -> tensor<12x1131x196xbf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<12x1131x636xbf16>, tensor<12x636x196xbf16>) outs(%0 : tensor<12x1131x196xbf16>) -> tensor<12x1131x196xbf16>
  return %1 : tensor<12x1131x196xbf16>
}

// matmul-1e127a5cee66: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 707
func.func @matmul(%arg0: tensor<557x1298xbf16>, %arg1: tensor<1298x2629xbf16>, %arg2: tensor<557x2629xbf16>) -> tensor<557x2629xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<557x2629xbf16>) -> tensor<557x2629xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<557x1298xbf16>, tensor<1298x2629xbf16>) outs(%0 : tensor<557x2629xbf16>) -> tensor<557x2629xbf16>
  return %1 : tensor<557x2629xbf16>
}

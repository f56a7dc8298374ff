// matmul-0da43d7676c9: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 4272
func.func @matmul(%arg0: tensor<312x967xbf16>, %arg1: tensor<967x1641xbf16>, %arg2: tensor<312x1641xbf16>) -> tensor<312x1641xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<312x1641xbf16>) -> tensor<312x1641xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<312x967xbf16>, tensor<967x1641xbf16>) outs(%0 : tensor<312x1641xbf16>) -> tensor<312x1641xbf16>
  return %1 : tensor<312x1641xbf16>
}

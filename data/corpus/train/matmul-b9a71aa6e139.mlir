// matmul-b9a71aa6e139: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 5875
func.func @matmul(%arg0: tensor<2116x2513xbf16>, %arg1: tensor<2513x894xbf16>, %arg2: tensor<2116x894xbf16>) -> tensor<2116x894xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2116x894xbf16>) -> tensor<2116x894xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<2116x2513xbf16>, tensor<2513x894xbf16>) outs(%0 : tensor<2116x894xbf16>) -> tensor<2116x894xbf16>
  return %1 : tensor<2116x894xbf16>
}

// matmul-2e8251bd9c4f: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 2335
func.func @matmul(%arg0: tensor<1232x253xbf16>, %arg1: tensor<253x1836xbf16>, %arg2: tensor<1232x1836xbf16>) -> tensor<1232x1836xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<1232x1836xbf16>) -> tensor<1232x1836xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1232x253xbf16>, tensor<253x1836xbf16>) outs(%0 : tensor<1232x1836xbf16>) -> tensor<1232x1836xbf16>
  return %1 : tensor<1232x1836xbf16>
}

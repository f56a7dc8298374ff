// matmul-95e7783e9df3: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 3187
func.func @matmul(%arg0: tensor<2085x1914xbf16>, %arg1: tensor<1914x359xbf16>, %arg2: tensor<2085x359xbf16>) -> tensor<2085x359xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2085x359xbf16>) -> tensor<2085x359xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<2085x1914xbf16>, tensor<1914x359xbf16>) outs(%0 : tensor<2085x359xbf16>) -> tensor<2085x359xbf16>
  return %1 : tensor<2085x359xbf16>
}

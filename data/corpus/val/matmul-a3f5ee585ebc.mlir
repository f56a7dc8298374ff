// matmul-a3f5ee585ebc: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 4195
func.func @matmul(%arg0: tensor<1304x638xf16>, %arg1: tensor<638x404xf16>, %arg2: tensor<1304x404xf16>) -> tensor<1304x404xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<1304x404xf16>) -> tensor<1304x404xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1304x638xf16>, tensor<638x404xf16>) outs(%0 : tensor<1304x404xf16>) -> tensor<1304x404xf16>
  return %1 : tensor<1304x404xf16>
}

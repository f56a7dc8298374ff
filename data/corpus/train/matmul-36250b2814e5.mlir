// matmul-36250b2814e5: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 659
func.func @matmul(%arg0: tensor<1237x1880xbf16>, %arg1: tensor<1880x829xbf16>, %arg2: tensor<1237x829xbf16>) -> tensor<1237x829xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<1237x829xbf16>) -> tensor<1237x829xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1237x1880xbf16>, tensor<1880x829xbf16>) outs(%0 : tensor<1237x829xbf16>) -> tensor<1237x829xbf16>
  return %1 : tensor<1237x829xbf16>
}

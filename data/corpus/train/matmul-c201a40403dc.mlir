// matmul-c201a40403dc: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 4140
func.func @matmul(%arg0: tensor<58x1993xf16>, %arg1: tensor<1993x1909xf16>, %arg2: tensor<58x1909xf16>) -> tensor<58x1909xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<58x1909xf16>) -> tensor<58x1909xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<58x1993xf16>, tensor<1993x1909xf16>) outs(%0 : tensor<58x1909xf16>) -> tensor<58x1909xf16>
  return %1 : tensor<58x1909xf16>
}

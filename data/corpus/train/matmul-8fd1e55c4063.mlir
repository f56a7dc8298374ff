// matmul-8fd1e55c4063: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 609
func.func @matmul(%arg0: tensor<764x234xf16>, %arg1: tensor<234x2102xf16>, %arg2: tensor<764x2102xf16>) -> tensor<764x2102xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<764x2102xf16>) -> tensor<764x2102xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<764x234xf16>, tensor<234x2102xf16>) outs(%0 : tensor<764x2102xf16>) -> tensor<764x2102xf16>
  return %1 : tensor<764x2102xf16>
}

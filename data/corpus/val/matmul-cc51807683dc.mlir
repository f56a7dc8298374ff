// matmul-cc51807683dc: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 3943
func.func @matmul(%arg0: tensor<439x876xf16>, %arg1: tensor<876x2028xf16>, %arg2: tensor<439x2028xf16>) -> tensor<439x2028xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<439x2028xf16>) -> tensor<439x2028xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<439x876xf16>, tensor<876x2028xf16>) outs(%0 : tensor<439x2028xf16>) -> tensor<439x2028xf16>
  return %1 : tensor<439x2028xf16>
}

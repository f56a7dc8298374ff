// matmul-2a52a16e923f: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 6117
func.func @matmul(%arg0: tensor<1729x2114xf16>, %arg1: tensor<2114x148xf16>, %arg2: tensor<1729x148xf16>) -> tensor<1729x148xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<1729x148xf16>) -> tensor<1729x148xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1729x2114xf16>, tensor<2114x148xf16>) outs(%0 : tensor<1729x148xf16>) -> tensor<1729x148xf16>
  return %1 : tensor<1729x148xf16>
}

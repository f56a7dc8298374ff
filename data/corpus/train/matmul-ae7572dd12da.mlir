// matmul-ae7572dd12da: matmul (large-k), f16; cuda-agent synth --seed 2026, candidate 2035
func.func @matmul(%arg0: tensor<32x5120xf16>, %arg1: tensor<5120x384xf16>, %arg2: tensor<32x384xf16>) -> tensor<32x384xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<32x384xf16>) -> tensor<32x384xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<32x5120xf16>, tensor<5120x384xf16>) outs(%0 : tensor<32x384xf16>) -> tensor<32x384xf16>
  return %1 : tensor<32x384xf16>
}

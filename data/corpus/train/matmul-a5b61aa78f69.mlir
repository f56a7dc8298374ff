// matmul-a5b61aa78f69: matmul (small-k), f16; cuda-agent synth --seed 2026, candidate 5303
func.func @matmul(%arg0: tensor<1024x32xf16>, %arg1: tensor<32x6427xf16>, %arg2: tensor<1024x6427xf16>) -> tensor<1024x6427xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<1024x6427xf16>) -> tensor<1024x6427xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1024x32xf16>, tensor<32x6427xf16>) outs(%0 : tensor<1024x6427xf16>) -> tensor<1024x6427xf16>
  return %1 : tensor<1024x6427xf16>
}

// matmul-7be31f6353d5: matmul (tall-skinny), f16; cuda-agent synth --seed 2026, candidate 1254
func.func @matmul(%arg0: tensor<4096x767xf16>, %arg1: tensor<767x57xf16>, %arg2: tensor<4096x57xf16>) -> tensor<4096x57xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<4096x57xf16>) -> tensor<4096x57xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<4096x767xf16>, tensor<767x57xf16>) outs(%0 : tensor<4096x57xf16>) -> tensor<4096x57xf16>
  return %1 : tensor<4096x57xf16>
}

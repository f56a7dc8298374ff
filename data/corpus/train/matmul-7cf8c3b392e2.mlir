// matmul-7cf8c3b392e2: matmul (large-k), bf16; cuda-agent synth --seed 2026, candidate 5425
func.func @matmul(%arg0: tensor<214x4096xbf16>, %arg1: tensor<4096x355xbf16>, %arg2: tensor<214x355xbf16>) -> tensor<214x355xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<214x355xbf16>) -> tensor<214x355xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<214x4096xbf16>, tensor<4096x355xbf16>) outs(%0 : tensor<214x355xbf16>) -> tensor<214x355xbf16>
  return %1 : tensor<214x355xbf16>
}

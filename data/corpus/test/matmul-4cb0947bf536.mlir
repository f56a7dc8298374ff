// matmul-4cb0947bf536: matmul (tall-skinny), bf16; cuda-agent synth --seed 2026, candidate 5623
func.func @matmul(%arg0: tensor<49563x2048xbf16>, %arg1: tensor<2048x16xbf16>, %arg2: tensor<49563x16xbf16>) -> tensor<49563x16xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<49563x16xbf16>) -> tensor<49563x16xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<49563x2048xbf16>, tensor<2048x16xbf16>) outs(%0 : tensor<49563x16xbf16>) -> tensor<49563x16xbf16>
  return %1 : tensor<49563x16xbf16>
}

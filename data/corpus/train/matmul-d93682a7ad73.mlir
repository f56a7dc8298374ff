// matmul-d93682a7ad73: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 1682
func.func @matmul(%arg0: tensor<2508x2601xf16>, %arg1: tensor<2601x1875xf16>, %arg2: tensor<2508x1875xf16>) -> tensor<2508x1875xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<2508x1875xf16>) -> tensor<2508x1875xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<2508x2601xf16>, tensor<2601x1875xf16>) outs(%0 : tensor<2508x1875xf16>) -> tensor<2508x1875xf16>
  return %1 : tensor<2508x1875xf16>
}

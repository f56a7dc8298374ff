// matmul-94361979128d: matmul (small-k), bf16; cuda-agent synth --seed 2026, candidate 4197
func.func @matmul(%arg0: tensor<2048x8xbf16>, %arg1: tensor<8x4643xbf16>, %arg2: tensor<2048x4643xbf16>) -> tensor<2048x4643xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2048x4643xbf16>) -> tensor<2048x4643xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<2048x8xbf16>, tensor<8x4643xbf16>) outs(%0 : tensor<2048x4643xbf16>) -> tensor<2048x4643xbf16>
  return %1 : tensor<2048x4643xbf16>
}

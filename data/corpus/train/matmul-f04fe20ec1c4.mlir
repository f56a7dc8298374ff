// matmul-f04fe20ec1c4: matmul (large-k), bf16; cuda-agent synth --seed 2026, candidate 5392
func.func @matmul(%arg0: tensor<291x65536xbf16>, %arg1: tensor<65536x114xbf16>, %arg2: tensor<291x114xbf16>) -> tensor<291x114xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<291x114xbf16>) -> tensor<291x114xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<291x65536xbf16>, tensor<65536x114xbf16>) outs(%0 : tensor<291x114xbf16>) -> tensor<291x114xbf16>
  return %1 : tensor<291x114xbf16>
}

// matmul-512f8c230c7b: matmul (large-k), f16; cuda-agent synth --seed 2026, candidate 3044
func.func @matmul(%arg0: tensor<389x32768xf16>, %arg1: tensor<32768x64xf16>, %arg2: tensor<389x64xf16>) -> tensor<389x64xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<389x64xf16>) -> tensor<389x64xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<389x32768xf16>, tensor<32768x64xf16>) outs(%0 : tensor<389x64xf16>) -> tensor<389x64xf16>
  return %1 : tensor<389x64xf16>
}

// matmul-a5bda652b0e4: matmul (tall-skinny), bf16; cuda-agent synth --seed 2026, candidate 720
func.func @matmul(%arg0: tensor<8192x2048xbf16>, %arg1: tensor<2048x32xbf16>, %arg2: tensor<8192x32xbf16>) -> tensor<8192x32xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<8192x32xbf16>) -> tensor<8192x32xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<8192x2048xbf16>, tensor<2048x32xbf16>) outs(%0 : tensor<8192x32xbf16>) -> tensor<8192x32xbf16>
  return %1 : tensor<8192x32xbf16>
}

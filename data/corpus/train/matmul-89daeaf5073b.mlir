// matmul-89daeaf5073b: matmul (square), bf16; cuda-agent synth --seed 2026, candidate 2420
func.func @matmul(%arg0: tensor<1024x1024xbf16>, %arg1: tensor<1024x1024xbf16>, %arg2: tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) outs(%0 : tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
  return %1 : tensor<1024x1024xbf16>
}

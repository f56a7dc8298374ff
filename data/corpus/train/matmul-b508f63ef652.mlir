// matmul-b508f63ef652: matmul (large-k), bf16; cuda-agent synth --seed 2026, candidate 1938
func.func @matmul(%arg0: tensor<112x32768xbf16>, %arg1: tensor<32768x164xbf16>, %arg2: tensor<112x164xbf16>) -> tensor<112x164xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<112x164xbf16>) -> tensor<112x164xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<112x32768xbf16>, tensor<32768x164xbf16>) outs(%0 : tensor<112x164xbf16>) -> tensor<112x164xbf16>
  return %1 : tensor<112x164xbf16>
}

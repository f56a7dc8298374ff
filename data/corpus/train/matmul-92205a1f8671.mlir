// matmul-92205a1f8671: matmul (tall-skinny), f16; cuda-agent synth --seed 2026, candidate 6052
func.func @matmul(%arg0: tensor<32768x128xf16>, %arg1: tensor<128x196xf16>, %arg2: tensor<32768x196xf16>) -> tensor<32768x196xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<32768x196xf16>) -> tensor<32768x196xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<32768x128xf16>, tensor<128x196xf16>) outs(%0 : tensor<32768x196xf16>) -> tensor<32768x196xf16>
  return %1 : tensor<32768x196xf16>
}

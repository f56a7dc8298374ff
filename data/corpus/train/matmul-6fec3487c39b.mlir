// matmul-6fec3487c39b: matmul (tall-skinny), f16; cuda-agent synth --seed 2026, candidate 781
func.func @matmul(%arg0: tensor<8192x64xf16>, %arg1: tensor<64x151xf16>, %arg2: tensor<8192x151xf16>) -> tensor<8192x151xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<8192x151xf16>) -> tensor<8192x151xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<8192x64xf16>, tensor<64x151xf16>) outs(%0 : tensor<8192x151xf16>) -> tensor<8192x151xf16>
  return %1 : tensor<8192x151xf16>
}

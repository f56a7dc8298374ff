// matmul-9c182656c4c1: matmul (tall-skinny), f16; cuda-agent synth --seed 2026, candidate 2265
func.func @matmul(%arg0: tensor<6901x527xf16>, %arg1: tensor<527x64xf16>, %arg2: tensor<6901x64xf16>) -> tensor<6901x64xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<6901x64xf16>) -> tensor<6901x64xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<6901x527xf16>, tensor<527x64xf16>) outs(%0 : tensor<6901x64xf16>) -> tensor<6901x64xf16>
  return %1 : tensor<6901x64xf16>
}

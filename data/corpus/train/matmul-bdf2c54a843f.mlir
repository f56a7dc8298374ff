// matmul-bdf2c54a843f: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 497
func.func @matmul(%arg0: tensor<873x191xf16>, %arg1: tensor<191x671xf16>, %arg2: tensor<873x671xf16>) -> tensor<873x671xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<873x671xf16>) -> tensor<873x671xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<873x191xf16>, tensor<191x671xf16>) outs(%0 : tensor<873x671xf16>) -> tensor<873x671xf16>
  return %1 : tensor<873x671xf16>
}

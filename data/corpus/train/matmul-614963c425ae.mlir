// matmul-614963c425ae: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 3346
func.func @matmul(%arg0: tensor<133x2381xf16>, %arg1: tensor<2381x419xf16>, %arg2: tensor<133x419xf16>) -> tensor<133x419xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<133x419xf16>) -> tensor<133x419xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<133x2381xf16>, tensor<2381x419xf16>) outs(%0 : tensor<133x419xf16>) -> tensor<133x419xf16>
  return %1 : tensor<133x419xf16>
}

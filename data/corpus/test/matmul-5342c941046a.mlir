// matmul-5342c941046a: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 3843
func.func @matmul(%arg0: tensor<2157x2099xbf16>, %arg1: tensor<2099x1341xbf16>, %arg2: tensor<2157x1341xbf16>) -> tensor<2157x1341xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2157x1341xbf16>) -> tensor<2157x1341xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<2157x2099xbf16>, tensor<2099x1341xbf16>) outs(%0 : tensor<2157x1341xbf16>) -> tensor<2157x1341xbf16>
  return %1 : tensor<2157x1341xbf16>
}

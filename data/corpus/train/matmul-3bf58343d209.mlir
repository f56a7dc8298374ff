// matmul-3bf58343d209: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 2015
func.func @matmul(%arg0: tensor<667x2144xf16>, %arg1: tensor<2144x2322xf16>, %arg2: tensor<667x2322xf16>) -> tensor<667x2322xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<667x2322xf16>) -> tensor<667x2322xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<667x2144xf16>, tensor<2144x2322xf16>) outs(%0 : tensor<667x2322xf16>) -> tensor<667x2322xf16>
  return %1 : tensor<667x2322xf16>
}

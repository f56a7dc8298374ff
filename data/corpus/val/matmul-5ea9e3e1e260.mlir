// matmul-5ea9e3e1e260: matmul (irregular), bf16; cuda-agent synth --seed 2026, candidate 5435
func.func @matmul(%arg0: tensor<2580x1347xbf16>, %arg1: tensor<1347x1574xbf16>, %arg2: tensor<2580x1574xbf16>) -> tensor<2580x1574xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2580x1574xbf16>) -> tensor<2580x1574xbf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<2580x1347xbf16>, tensor<1347x1574xbf16>) outs(%0 : tensor<2580x1574xbf16>) -> tensor<2580x1574xbf16>
  return %1 : tensor<2580x1574xbf16>
}

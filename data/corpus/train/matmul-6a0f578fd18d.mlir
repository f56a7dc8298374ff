// matmul-6a0f578fd18d: matmul (irregular), f16; cuda-agent synth --seed 2026, candidate 5104
func.func @matmul(%arg0: tensor<2789x958xf16>, %arg1: tensor<958x573xf16>, %arg2: tensor<2789x573xf16>) -> tensor<2789x573xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<2789x573xf16>) -> tensor<2789x573xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<2789x958xf16>, tensor<958x573xf16>) outs(%0 : tensor<2789x573xf16>) -> tensor<2789x573xf16>
  return %1 : tensor<2789x573xf16>
}

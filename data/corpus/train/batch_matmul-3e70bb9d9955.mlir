// batch_matmul-3e70bb9d9955: batch_matmul (bmm), f16; cuda-agent synth --seed 2026, candidate 789
func.func @batch_matmul(%arg0: tensor<4x512x841xf16>, %arg1: tensor<4x841x612xf16>, %arg2: tensor<4x512x612xf16>) -> tensor<4x512x612xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<4x512x612xf16>) -> tensor<4x512x612xf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<4x512x841xf16>, tensor<4x841x612xf16>) outs(%0 : tensor<4x512x612xf16>) -> tensor<4x512x612xf16>
  return %1 : tensor<4x512x612xf16>
}

// matmul-56d91c9ff50f: matmul (tall-skinny), f16; cuda-agent synth --seed 2026, candidate 5896
func.func @matmul(%arg0: tensor<24098x482xf16>, %arg1: tensor<482x32xf16>, %arg2: tensor<24098x32xf16>) -> tensor<24098x32xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<24098x32xf16>) -> tensor<24098x32xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<24098x482xf16>, tensor<482x32xf16>) outs(%0 : tensor<24098x32xf16>) -> tensor<24098x32xf16>
  return %1 : tensor<24098x32xf16>
}

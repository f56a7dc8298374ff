// matmul-195dc773e4da: matmul (tall-skinny), f16; cuda-agent synth --seed 2026, candidate 3694
func.func @matmul(%arg0: tensor<5120x1220xf16>, %arg1: tensor<1220x227xf16>, %arg2: tensor<5120x227xf16>) -> tensor<5120x227xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<5120x227xf16>) -> tensor<5120x227xf16>
  %1 = linalg.matmul ins(%arg0, %arg1 : tensor<5120x1220xf16>, tensor<1220x227xf16>) outs(%0 : tensor<5120x227xf16>) -> tensor<5120x227xf16>
  return %1 : tensor<5120x227xf16>
}

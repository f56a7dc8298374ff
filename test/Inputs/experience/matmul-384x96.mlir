// A matmul like test/Inputs/kernels/matmul-128x64.mlir (the same loop nest,
// other sizes): a neighbour for retrieval (docs/EXPERIENCE.md).
func.func @matmul(%A: tensor<384x96xf32>, %B: tensor<96x256xf32>,
                  %C: tensor<384x256xf32>) -> tensor<384x256xf32> {
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%C : tensor<384x256xf32>) -> tensor<384x256xf32>
  %product = linalg.matmul
      ins(%A, %B : tensor<384x96xf32>, tensor<96x256xf32>)
      outs(%init : tensor<384x256xf32>) -> tensor<384x256xf32>
  return %product : tensor<384x256xf32>
}

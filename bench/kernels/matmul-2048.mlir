// C = A * B in f32 at 2048^3: the size issue #3 measures against cuBLAS.
// torch.matmul (fill with zero, then accumulate).
func.func @matmul(%A: tensor<2048x2048xf32>, %B: tensor<2048x2048xf32>,
                  %C: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%C : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  %product = linalg.matmul
      ins(%A, %B : tensor<2048x2048xf32>, tensor<2048x2048xf32>)
      outs(%init : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  return %product : tensor<2048x2048xf32>
}

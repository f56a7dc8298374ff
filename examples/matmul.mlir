// C = A * B in f32, the linalg-on-tensors form torch-mlir emits for
// torch.matmul (fill with zero, then accumulate).
func.func @matmul(%A: tensor<1024x1024xf32>, %B: tensor<1024x1024xf32>,
                  %C: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%C : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %product = linalg.matmul
      ins(%A, %B : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
      outs(%init : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %product : tensor<1024x1024xf32>
}

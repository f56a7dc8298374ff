// Batched matmul, 16 batches of 1024x512 times 512x1024.
func.func @bmm(%a: tensor<16x1024x512xf32>, %b: tensor<16x512x1024xf32>, %c: tensor<16x1024x1024xf32>) -> tensor<16x1024x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%c : tensor<16x1024x1024xf32>) -> tensor<16x1024x1024xf32>
  %r = linalg.batch_matmul ins(%a, %b : tensor<16x1024x512xf32>, tensor<16x512x1024xf32>) outs(%init : tensor<16x1024x1024xf32>) -> tensor<16x1024x1024xf32>
  return %r : tensor<16x1024x1024xf32>
}

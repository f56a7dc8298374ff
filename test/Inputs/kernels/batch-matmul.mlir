// Batched matmul, 8 batches of 128x64 times 64x256.
func.func @bmm(%a: tensor<8x128x64xf32>, %b: tensor<8x64x256xf32>, %c: tensor<8x128x256xf32>) -> tensor<8x128x256xf32> {
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%c : tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
  %r = linalg.batch_matmul ins(%a, %b : tensor<8x128x64xf32>, tensor<8x64x256xf32>) outs(%init : tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
  return %r : tensor<8x128x256xf32>
}

// A small f16 fill+matmul into f32, the tensor-core tests' kernel.
func.func @matmul(%A: tensor<256x64xf16>, %B: tensor<64x128xf16>,
                  %C: tensor<256x128xf32>) -> tensor<256x128xf32> {
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%C : tensor<256x128xf32>) -> tensor<256x128xf32>
  %product = linalg.matmul
      ins(%A, %B : tensor<256x64xf16>, tensor<64x128xf16>)
      outs(%init : tensor<256x128xf32>) -> tensor<256x128xf32>
  return %product : tensor<256x128xf32>
}

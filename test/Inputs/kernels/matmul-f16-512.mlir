// A 512^3 f16 fill+matmul into f32: 8 K steps of 64, more than a pipeline's
// stages (the wgmma tests' kernel).
func.func @matmul(%A: tensor<512x512xf16>, %B: tensor<512x512xf16>,
                  %C: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%C : tensor<512x512xf32>) -> tensor<512x512xf32>
  %product = linalg.matmul
      ins(%A, %B : tensor<512x512xf16>, tensor<512x512xf16>)
      outs(%init : tensor<512x512xf32>) -> tensor<512x512xf32>
  return %product : tensor<512x512xf32>
}

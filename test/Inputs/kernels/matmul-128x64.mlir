// A small fill+matmul for the pipeline tests (the schedule tiles 64x64).
func.func @matmul(%A: tensor<128x64xf32>, %B: tensor<64x128xf32>,
                  %C: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%C : tensor<128x128xf32>) -> tensor<128x128xf32>
  %product = linalg.matmul
      ins(%A, %B : tensor<128x64xf32>, tensor<64x128xf32>)
      outs(%init : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %product : tensor<128x128xf32>
}

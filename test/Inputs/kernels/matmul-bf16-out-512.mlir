// A 512^3 bf16 fill+matmul into bf16, as torch-mlir emits torch.mm of two
// bf16 tensors (wgmma accumulates in f32 and rounds at the end).
func.func @matmul(%A: tensor<512x512xbf16>, %B: tensor<512x512xbf16>,
                  %C: tensor<512x512xbf16>) -> tensor<512x512xbf16> {
  %zero = arith.constant 0.0 : bf16
  %init = linalg.fill ins(%zero : bf16) outs(%C : tensor<512x512xbf16>) -> tensor<512x512xbf16>
  %product = linalg.matmul
      ins(%A, %B : tensor<512x512xbf16>, tensor<512x512xbf16>)
      outs(%init : tensor<512x512xbf16>) -> tensor<512x512xbf16>
  return %product : tensor<512x512xbf16>
}

// A 64 x 256 bf16 matmul with K = 1024 (into bf16): wgmma's default block
// tile (64 x 256) is the whole output, so the transform's full-size views
// of A and B fold away and the block reads the buffers themselves.
func.func @matmul(%A: tensor<64x1024xbf16>, %B: tensor<1024x256xbf16>,
                  %C: tensor<64x256xbf16>) -> tensor<64x256xbf16> {
  %zero = arith.constant 0.0 : bf16
  %init = linalg.fill ins(%zero : bf16) outs(%C : tensor<64x256xbf16>) -> tensor<64x256xbf16>
  %product = linalg.matmul
      ins(%A, %B : tensor<64x1024xbf16>, tensor<1024x256xbf16>)
      outs(%init : tensor<64x256xbf16>) -> tensor<64x256xbf16>
  return %product : tensor<64x256xbf16>
}

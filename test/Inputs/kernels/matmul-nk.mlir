// A (M x K) times B given as N x K (K contiguous), as torch-mlir emits
// x @ W.T and q @ k.T: 256 x 256 over K = 512.
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (n, k)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @matmul_nk(%A: tensor<256x512xf32>, %B: tensor<256x512xf32>,
                     %C: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%C : tensor<256x256xf32>) -> tensor<256x256xf32>
  %product = linalg.matmul indexing_maps = [#a, #b, #c]
      ins(%A, %B : tensor<256x512xf32>, tensor<256x512xf32>)
      outs(%init : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %product : tensor<256x256xf32>
}

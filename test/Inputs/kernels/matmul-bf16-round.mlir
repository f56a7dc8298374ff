// A 128^3 bf16 matmul accumulated in f32 and rounded to bf16 at the end
// (an epilogue that changes the element type).
func.func @matmul(%A: tensor<128x128xbf16>, %B: tensor<128x128xbf16>,
                  %C: tensor<128x128xbf16>) -> tensor<128x128xbf16> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %product = linalg.matmul
      ins(%A, %B : tensor<128x128xbf16>, tensor<128x128xbf16>)
      outs(%init : tensor<128x128xf32>) -> tensor<128x128xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%product : tensor<128x128xf32>) outs(%C : tensor<128x128xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %t = arith.truncf %x : f32 to bf16
    linalg.yield %t : bf16
  } -> tensor<128x128xbf16>
  return %r : tensor<128x128xbf16>
}

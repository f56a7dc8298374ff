// Attention scores of 4 heads: q (256 x 128) times k (256 x 128)
// transposed, scaled by 1/sqrt(128): a batch matmul with B as N x K and a
// fused epilogue.
#q = affine_map<(b, m, n, k) -> (b, m, k)>
#k = affine_map<(b, m, n, k) -> (b, n, k)>
#s = affine_map<(b, m, n, k) -> (b, m, n)>
#id = affine_map<(b, m, n) -> (b, m, n)>
func.func @attention_scores(%q: tensor<4x256x128xf32>, %k: tensor<4x256x128xf32>, %out: tensor<4x256x256xf32>) -> tensor<4x256x256xf32> {
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.0883883461 : f32
  %empty = tensor.empty() : tensor<4x256x256xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
  %scores = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%q, %k : tensor<4x256x128xf32>, tensor<4x256x128xf32>) outs(%init : tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%scores : tensor<4x256x256xf32>) outs(%out : tensor<4x256x256xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %scale : f32
    linalg.yield %y : f32
  } -> tensor<4x256x256xf32>
  return %scaled : tensor<4x256x256xf32>
}

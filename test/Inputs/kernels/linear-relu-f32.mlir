// relu(x W^T + bias): nn.Linear + ReLU as torch-mlir emits it, the weight
// as N x K (K contiguous) read by a matmul of transposed B.
#x = affine_map<(m, n, k) -> (m, k)>
#w = affine_map<(m, n, k) -> (n, k)>
#y = affine_map<(m, n, k) -> (m, n)>
func.func @linear_relu(%x: tensor<256x1024xf32>, %w: tensor<256x1024xf32>,
                       %bias: tensor<256xf32>,
                       %out: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<256x256xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<256x256xf32>) -> tensor<256x256xf32>
  %mm = linalg.matmul indexing_maps = [#x, #w, #y]
      ins(%x, %w : tensor<256x1024xf32>, tensor<256x1024xf32>)
      outs(%init : tensor<256x256xf32>) -> tensor<256x256xf32>
  %biased = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                            iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<256x256xf32>, tensor<256xf32>) outs(%empty : tensor<256x256xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<256x256xf32>
  %relu = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                          iterator_types = ["parallel", "parallel"]}
      ins(%biased : tensor<256x256xf32>) outs(%out : tensor<256x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<256x256xf32>
  return %relu : tensor<256x256xf32>
}

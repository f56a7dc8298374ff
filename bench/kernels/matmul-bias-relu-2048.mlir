// relu(A * B + bias), 2048^3: a matmul with an elementwise epilogue, as torch-mlir
// emits nn.Linear + ReLU (fill, matmul, broadcast add, max).
func.func @linear_relu(%a: tensor<2048x2048xf32>, %b: tensor<2048x2048xf32>, %bias: tensor<2048xf32>,
                       %out: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%out : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<2048x2048xf32>, tensor<2048x2048xf32>)
                      outs(%init : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  %empty = tensor.empty() : tensor<2048x2048xf32>
  %biased = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                            iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<2048x2048xf32>, tensor<2048xf32>) outs(%empty : tensor<2048x2048xf32>) {
  ^bb0(%x: f32, %c: f32, %o: f32):
    %s = arith.addf %x, %c : f32
    linalg.yield %s : f32
  } -> tensor<2048x2048xf32>
  %relu = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                          iterator_types = ["parallel", "parallel"]}
      ins(%biased : tensor<2048x2048xf32>) outs(%out : tensor<2048x2048xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.maximumf %x, %zero : f32
    linalg.yield %m : f32
  } -> tensor<2048x2048xf32>
  return %relu : tensor<2048x2048xf32>
}

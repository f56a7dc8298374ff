// tanh(2 * x) * y: a chain of elementwise ops (one linalg op per torch op).
func.func @chain(%x: tensor<256x512xf32>, %y: tensor<256x512xf32>, %out: tensor<256x512xf32>) -> tensor<256x512xf32> {
  %two = arith.constant 2.0 : f32
  %e0 = tensor.empty() : tensor<256x512xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                            iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<256x512xf32>) outs(%e0 : tensor<256x512xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %two : f32
    linalg.yield %m : f32
  } -> tensor<256x512xf32>
  %e1 = tensor.empty() : tensor<256x512xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%scaled : tensor<256x512xf32>) outs(%e1 : tensor<256x512xf32>) {
  ^bb0(%a: f32, %o: f32):
    %h = math.tanh %a : f32
    linalg.yield %h : f32
  } -> tensor<256x512xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%t, %y : tensor<256x512xf32>, tensor<256x512xf32>) outs(%out : tensor<256x512xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<256x512xf32>
  return %r : tensor<256x512xf32>
}

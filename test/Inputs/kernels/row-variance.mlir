// The unbiased variance of each row of a 256x2048 matrix, as torch-mlir
// writes x.var(-1): the row mean, the sum of squared deviations from it,
// divided by n - 1. Two reductions and a value per row: a row kernel that
// returns the rows' values.
func.func @row_variance(%x: tensor<256x2048xf32>, %out: tensor<256xf32>) -> tensor<256xf32> {
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<256xf32>
  %sum_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<256xf32>) -> tensor<256xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<256x2048xf32>) outs(%sum_init : tensor<256xf32>) {
  ^bb0(%a: f32, %s: f32):
    %r = arith.addf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                          iterator_types = ["parallel"]}
      ins(%sum : tensor<256xf32>) outs(%rows : tensor<256xf32>) {
  ^bb0(%s: f32, %o: f32):
    %n = arith.constant 2048.0 : f32
    %r = arith.divf %s, %n : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  %squares_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<256xf32>) -> tensor<256xf32>
  %squares = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>,
                                              affine_map<(i, j) -> (i)>],
                             iterator_types = ["parallel", "reduction"]}
      ins(%x, %mean : tensor<256x2048xf32>, tensor<256xf32>) outs(%squares_init : tensor<256xf32>) {
  ^bb0(%a: f32, %m: f32, %s: f32):
    %d = arith.subf %a, %m : f32
    %d2 = arith.mulf %d, %d : f32
    %r = arith.addf %d2, %s : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  %variance = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                              iterator_types = ["parallel"]}
      ins(%squares : tensor<256xf32>) outs(%out : tensor<256xf32>) {
  ^bb0(%s: f32, %o: f32):
    %n = arith.constant 2047.0 : f32
    %r = arith.divf %s, %n : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  return %variance : tensor<256xf32>
}

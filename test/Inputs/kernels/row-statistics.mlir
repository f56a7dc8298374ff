// The mean and the rstd of each row of a 256x2048 matrix, as cuda-agent
// import leaves GroupNorm's statistics (each group's row): two reductions
// and two values per row, merged into one op by
// cuda-agent-merge-result-generics: a row kernel of two results.
func.func @row_statistics(%x: tensor<256x2048xf32>, %mean_out: tensor<256xf32>, %rstd_out: tensor<256xf32>) -> (tensor<256xf32>, tensor<256xf32>) {
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
  %statistics:2 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                                  iterator_types = ["parallel"]}
      ins(%sum, %squares : tensor<256xf32>, tensor<256xf32>) outs(%mean_out, %rstd_out : tensor<256xf32>, tensor<256xf32>) {
  ^bb0(%s: f32, %q: f32, %m: f32, %o: f32):
    %n = arith.constant 2048.0 : f32
    %eps = arith.constant 1.0e-5 : f32
    %mean_value = arith.divf %s, %n : f32
    %var = arith.divf %q, %n : f32
    %shifted = arith.addf %var, %eps : f32
    %rstd = math.rsqrt %shifted : f32
    linalg.yield %mean_value, %rstd : f32, f32
  } -> (tensor<256xf32>, tensor<256xf32>)
  return %statistics#0, %statistics#1 : tensor<256xf32>, tensor<256xf32>
}

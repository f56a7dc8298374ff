// Layer norm over the rows of a 256x2048 matrix with a scale and a shift per
// column: the row mean, the row variance of x - mean, then
// (x - mean) * rsqrt(var + eps) * gamma + beta. Two reductions, the second
// reading an elementwise op of the first's result: a row kernel.
func.func @layernorm(%x: tensor<256x2048xf32>, %gamma: tensor<2048xf32>, %beta: tensor<2048xf32>,
                     %out: tensor<256x2048xf32>) -> tensor<256x2048xf32> {
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
  %empty = tensor.empty() : tensor<256x2048xf32>
  %centered = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>,
                                               affine_map<(i, j) -> (i, j)>],
                              iterator_types = ["parallel", "parallel"]}
      ins(%x, %mean : tensor<256x2048xf32>, tensor<256xf32>) outs(%empty : tensor<256x2048xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %r = arith.subf %a, %m : f32
    linalg.yield %r : f32
  } -> tensor<256x2048xf32>
  %var_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<256xf32>) -> tensor<256xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%centered : tensor<256x2048xf32>) outs(%var_init : tensor<256xf32>) {
  ^bb0(%d: f32, %s: f32):
    %sq = arith.mulf %d, %d : f32
    %r = arith.addf %sq, %s : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                          iterator_types = ["parallel"]}
      ins(%var : tensor<256xf32>) outs(%rows : tensor<256xf32>) {
  ^bb0(%v: f32, %o: f32):
    %n = arith.constant 2048.0 : f32
    %eps = arith.constant 1.0e-5 : f32
    %m = arith.divf %v, %n : f32
    %shifted = arith.addf %m, %eps : f32
    %r = math.rsqrt %shifted : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>,
                                        affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (j)>,
                                        affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%centered, %rstd, %gamma, %beta : tensor<256x2048xf32>, tensor<256xf32>, tensor<2048xf32>, tensor<2048xf32>)
      outs(%out : tensor<256x2048xf32>) {
  ^bb0(%d: f32, %r: f32, %g: f32, %b: f32, %o: f32):
    %n = arith.mulf %d, %r : f32
    %s = arith.mulf %n, %g : f32
    %t = arith.addf %s, %b : f32
    linalg.yield %t : f32
  } -> tensor<256x2048xf32>
  return %y : tensor<256x2048xf32>
}

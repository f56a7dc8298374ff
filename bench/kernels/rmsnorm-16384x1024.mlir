// RMS norm over the (short) rows of a 16384x1024 matrix with a weight per column:
// y = x * rsqrt(mean(x^2) + eps) * w. One reduction whose result is used
// along its rows again: a row kernel.
func.func @rmsnorm(%x: tensor<16384x1024xf32>, %w: tensor<1024xf32>, %out: tensor<16384x1024xf32>) -> tensor<16384x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<16384xf32>
  %sum_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<16384xf32>) -> tensor<16384xf32>
  %sumsq = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                           iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16384x1024xf32>) outs(%sum_init : tensor<16384xf32>) {
  ^bb0(%a: f32, %s: f32):
    %sq = arith.mulf %a, %a : f32
    %r = arith.addf %sq, %s : f32
    linalg.yield %r : f32
  } -> tensor<16384xf32>
  %scale = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                           iterator_types = ["parallel"]}
      ins(%sumsq : tensor<16384xf32>) outs(%rows : tensor<16384xf32>) {
  ^bb0(%s: f32, %o: f32):
    %n = arith.constant 1024.0 : f32
    %eps = arith.constant 1.0e-5 : f32
    %mean = arith.divf %s, %n : f32
    %shifted = arith.addf %mean, %eps : f32
    %r = math.rsqrt %shifted : f32
    linalg.yield %r : f32
  } -> tensor<16384xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>,
                                        affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %scale, %w : tensor<16384x1024xf32>, tensor<16384xf32>, tensor<1024xf32>)
      outs(%out : tensor<16384x1024xf32>) {
  ^bb0(%a: f32, %s: f32, %g: f32, %o: f32):
    %n = arith.mulf %a, %s : f32
    %r = arith.mulf %n, %g : f32
    linalg.yield %r : f32
  } -> tensor<16384x1024xf32>
  return %y : tensor<16384x1024xf32>
}

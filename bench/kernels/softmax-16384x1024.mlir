// Softmax over the short rows of a 16384x1024 matrix (64 MiB in, 64 MiB out), as
// torch-mlir decomposes it: the row maximum, exp(x - max), the row sum of that, the quotient.
// Two reductions over the same rows: a row kernel.
func.func @softmax(%x: tensor<16384x1024xf32>, %out: tensor<16384x1024xf32>) -> tensor<16384x1024xf32> {
  %lowest = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<16384xf32>
  %max_init = linalg.fill ins(%lowest : f32) outs(%rows : tensor<16384xf32>) -> tensor<16384xf32>
  %max = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16384x1024xf32>) outs(%max_init : tensor<16384xf32>) {
  ^bb0(%a: f32, %m: f32):
    %r = arith.maximumf %a, %m : f32
    linalg.yield %r : f32
  } -> tensor<16384xf32>
  %empty = tensor.empty() : tensor<16384x1024xf32>
  %exp = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>,
                                          affine_map<(i, j) -> (i, j)>],
                         iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<16384x1024xf32>, tensor<16384xf32>) outs(%empty : tensor<16384x1024xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<16384x1024xf32>
  %sum_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<16384xf32>) -> tensor<16384xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<16384x1024xf32>) outs(%sum_init : tensor<16384xf32>) {
  ^bb0(%e: f32, %s: f32):
    %r = arith.addf %e, %s : f32
    linalg.yield %r : f32
  } -> tensor<16384xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>,
                                        affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<16384x1024xf32>, tensor<16384xf32>) outs(%out : tensor<16384x1024xf32>) {
  ^bb0(%e: f32, %s: f32, %o: f32):
    %q = arith.divf %e, %s : f32
    linalg.yield %q : f32
  } -> tensor<16384x1024xf32>
  return %y : tensor<16384x1024xf32>
}

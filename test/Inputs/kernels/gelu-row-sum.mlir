// GELU (the erf form) of a 256x4096 matrix, summed along each row: one
// reduction with an elementwise producer, which its threads recompute from
// x as they reduce (the 4096-element rows split over a block's threads).
func.func @gelu_row_sum(%x: tensor<256x4096xf32>, %out: tensor<256xf32>) -> tensor<256xf32> {
  %zero = arith.constant 0.0 : f32
  %elements = tensor.empty() : tensor<256x4096xf32>
  %gelu = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                          iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<256x4096xf32>) outs(%elements : tensor<256x4096xf32>) {
  ^bb0(%a: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %rsqrt2 = arith.constant 0.70710678 : f32
    %scaled = arith.mulf %a, %rsqrt2 : f32
    %erf = math.erf %scaled : f32
    %shifted = arith.addf %erf, %one : f32
    %halved = arith.mulf %a, %half : f32
    %r = arith.mulf %halved, %shifted : f32
    linalg.yield %r : f32
  } -> tensor<256x4096xf32>
  %init = linalg.fill ins(%zero : f32) outs(%out : tensor<256xf32>) -> tensor<256xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%gelu : tensor<256x4096xf32>) outs(%init : tensor<256xf32>) {
  ^bb0(%g: f32, %s: f32):
    %r = arith.addf %g, %s : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  return %sum : tensor<256xf32>
}

// gelu(x W^T + bias) in bf16: nn.Linear + GELU of a bf16 model as
// `cuda-agent import` puts torch-mlir's output (the product summed in f32,
// the bias added in f32, rounded to bf16, GELU's erf form in bf16).
#x = affine_map<(m, n, k) -> (m, k)>
#w = affine_map<(m, n, k) -> (n, k)>
#y = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
func.func @linear_gelu(%x: tensor<256x512xbf16>, %w: tensor<384x512xbf16>,
                       %bias: tensor<384xbf16>,
                       %out: tensor<256x384xbf16>) -> tensor<256x384xbf16> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : bf16
  %half = arith.constant 0.5 : bf16
  %rsqrt2 = arith.constant 0.70703125 : bf16
  %sums = tensor.empty() : tensor<256x384xf32>
  %init = linalg.fill ins(%zero : f32) outs(%sums : tensor<256x384xf32>) -> tensor<256x384xf32>
  %mm = linalg.matmul indexing_maps = [#x, #w, #y]
      ins(%x, %w : tensor<256x512xbf16>, tensor<384x512xbf16>)
      outs(%init : tensor<256x384xf32>) -> tensor<256x384xf32>
  %rounded = tensor.empty() : tensor<256x384xbf16>
  %biased = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<256x384xf32>, tensor<384xbf16>) outs(%rounded : tensor<256x384xbf16>) {
  ^bb0(%a: f32, %c: bf16, %o: bf16):
    %wide = arith.extf %c : bf16 to f32
    %s = arith.addf %a, %wide : f32
    %r = arith.truncf %s : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<256x384xbf16>
  %gelu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%biased : tensor<256x384xbf16>) outs(%out : tensor<256x384xbf16>) {
  ^bb0(%a: bf16, %o: bf16):
    %scaled = arith.mulf %a, %rsqrt2 : bf16
    %e = math.erf %scaled : bf16
    %p = arith.addf %e, %one : bf16
    %h = arith.mulf %p, %half : bf16
    %r = arith.mulf %a, %h : bf16
    linalg.yield %r : bf16
  } -> tensor<256x384xbf16>
  return %gelu : tensor<256x384xbf16>
}

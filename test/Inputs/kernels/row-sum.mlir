// Row sums of a 512x1024 matrix: a reduction kernel.
func.func @rowsum(%x: tensor<512x1024xf32>, %out: tensor<512xf32>) -> tensor<512xf32> {
  %zero = arith.constant 0.0 : f32
  %init = linalg.fill ins(%zero : f32) outs(%out : tensor<512xf32>) -> tensor<512xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<512x1024xf32>) outs(%init : tensor<512xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<512xf32>
  return %sum : tensor<512xf32>
}

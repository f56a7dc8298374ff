// max(x, 0) elementwise, with the signature of gelu.mlir: an elementwise
// kernel, and a wrong answer to check a GELU against (cuda-agent-launch
// --reference-plan must reject it).
func.func @relu(%x: tensor<256x1024xf32>, %out: tensor<256x1024xf32>) -> tensor<256x1024xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<256x1024xf32>) outs(%out : tensor<256x1024xf32>) {
  ^bb0(%a: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<256x1024xf32>
  return %r : tensor<256x1024xf32>
}

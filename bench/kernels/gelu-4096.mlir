// tanh-GELU of a 4096x4096 tensor (64 MiB): an elementwise kernel.
func.func @gelu(%x: tensor<4096x4096xf32>, %out: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4096x4096xf32>) outs(%out : tensor<4096x4096xf32>) {
  ^bb0(%a: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %c = arith.constant 0.7978845608 : f32
    %a3 = arith.mulf %a, %a : f32
    %t0 = arith.mulf %a3, %a : f32
    %k = arith.constant 0.044715 : f32
    %t1 = arith.mulf %t0, %k : f32
    %t2 = arith.addf %a, %t1 : f32
    %t3 = arith.mulf %t2, %c : f32
    %th = math.tanh %t3 : f32
    %t4 = arith.addf %th, %one : f32
    %t5 = arith.mulf %a, %half : f32
    %g = arith.mulf %t5, %t4 : f32
    linalg.yield %g : f32
  } -> tensor<4096x4096xf32>
  return %r : tensor<4096x4096xf32>
}

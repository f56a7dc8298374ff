// matmul-95c1f6e1006a: matmul (transposed-b), f16; cuda-agent synth --seed 2026, candidate 5589
func.func @matmul(%arg0: tensor<384x4096xf16>, %arg1: tensor<196x4096xf16>, %arg2: tensor<384x196xf16>) -> tensor<384x196xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg2 : tensor<384x196xf16>) -> tensor<384x196xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<384x4096xf16>, tensor<196x4096xf16>) outs(%0 : tensor<384x196xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %2 = arith.mulf %in, %in_0 : f16
    %3 = arith.addf %out, %2 : f16
    linalg.yield %3 : f16
  } -> tensor<384x196xf16>
  return %1 : tensor<384x196xf16>
}

// fused-1d9a50628441: fused (matmul-transposed-a+residual), bf16; cuda-agent synth --seed 2026, candidate 384
func.func @fused(%arg0: tensor<2560x1723xbf16>, %arg1: tensor<2560x256xbf16>, %arg2: tensor<1723x256xbf16>, %arg3: tensor<1723x256xbf16>) -> tensor<1723x256xbf16> {
  %0 = tensor.empty() : tensor<1723x256xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<1723x256xbf16>) -> tensor<1723x256xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2560x1723xbf16>, tensor<2560x256xbf16>) outs(%1 : tensor<1723x256xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %4 = arith.mulf %in, %in_0 : bf16
    %5 = arith.addf %out, %4 : bf16
    linalg.yield %5 : bf16
  } -> tensor<1723x256xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<1723x256xbf16>, tensor<1723x256xbf16>) outs(%arg3 : tensor<1723x256xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %4 = arith.addf %in, %in_0 : bf16
    linalg.yield %4 : bf16
  } -> tensor<1723x256xbf16>
  return %3 : tensor<1723x256xbf16>
}

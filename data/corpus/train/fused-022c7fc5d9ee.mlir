// fused-022c7fc5d9ee: fused (matmul-transposed-a+scale), bf16; cuda-agent synth --seed 2026, candidate 85
func.func @fused(%arg0: tensor<717x2048xbf16>, %arg1: tensor<717x1024xbf16>, %arg2: tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16> {
  %0 = tensor.empty() : tensor<2048x1024xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<2048x1024xbf16>) -> tensor<2048x1024xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<717x2048xbf16>, tensor<717x1024xbf16>) outs(%1 : tensor<2048x1024xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %4 = arith.mulf %in, %in_0 : bf16
    %5 = arith.addf %out, %4 : bf16
    linalg.yield %5 : bf16
  } -> tensor<2048x1024xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<2048x1024xbf16>) outs(%arg2 : tensor<2048x1024xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.250000e-01 : bf16
    %4 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %4 : bf16
  } -> tensor<2048x1024xbf16>
  return %3 : tensor<2048x1024xbf16>
}

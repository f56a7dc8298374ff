// matmul-ea5a7afae2b8: matmul (transposed-b), bf16; cuda-agent synth --seed 2026, candidate 5611
func.func @matmul(%arg0: tensor<2207x1024xbf16>, %arg1: tensor<577x1024xbf16>, %arg2: tensor<2207x577xbf16>) -> tensor<2207x577xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2207x577xbf16>) -> tensor<2207x577xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2207x1024xbf16>, tensor<577x1024xbf16>) outs(%0 : tensor<2207x577xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %2 = arith.mulf %in, %in_0 : bf16
    %3 = arith.addf %out, %2 : bf16
    linalg.yield %3 : bf16
  } -> tensor<2207x577xbf16>
  return %1 : tensor<2207x577xbf16>
}

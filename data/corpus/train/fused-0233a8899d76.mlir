// fused-0233a8899d76: fused (matmul-transposed-a+bias), bf16; cuda-agent synth --seed 2026, candidate 4344
func.func @fused(%arg0: tensor<2035x362xbf16>, %arg1: tensor<2035x128xbf16>, %arg2: tensor<128xbf16>, %arg3: tensor<362x128xbf16>) -> tensor<362x128xbf16> {
  %0 = tensor.empty() : tensor<362x128xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<362x128xbf16>) -> tensor<362x128xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2035x362xbf16>, tensor<2035x128xbf16>) outs(%1 : tensor<362x128xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %4 = arith.mulf %in, %in_0 : bf16
    %5 = arith.addf %out, %4 : bf16
    linalg.yield %5 : bf16
  } -> tensor<362x128xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<362x128xbf16>, tensor<128xbf16>) outs(%arg3 : tensor<362x128xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %4 = arith.addf %in, %in_0 : bf16
    linalg.yield %4 : bf16
  } -> tensor<362x128xbf16>
  return %3 : tensor<362x128xbf16>
}

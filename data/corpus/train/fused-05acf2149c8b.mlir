// fused-05acf2149c8b: fused (matmul-transposed-b+sigmoid+bias), bf16; cuda-agent synth --seed 2026, candidate 3047
func.func @fused(%arg0: tensor<512x4096xbf16>, %arg1: tensor<2257x4096xbf16>, %arg2: tensor<2257xbf16>, %arg3: tensor<512x2257xbf16>) -> tensor<512x2257xbf16> {
  %0 = tensor.empty() : tensor<512x2257xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<512x2257xbf16>) -> tensor<512x2257xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<512x4096xbf16>, tensor<2257x4096xbf16>) outs(%1 : tensor<512x2257xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %6 = arith.mulf %in, %in_0 : bf16
    %7 = arith.addf %out, %6 : bf16
    linalg.yield %7 : bf16
  } -> tensor<512x2257xbf16>
  %3 = tensor.empty() : tensor<512x2257xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<512x2257xbf16>) outs(%3 : tensor<512x2257xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %6 = arith.negf %in : bf16
    %7 = math.exp %6 : bf16
    %cst_0 = arith.constant 1.000000e+00 : bf16
    %8 = arith.addf %cst_0, %7 : bf16
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %9 = arith.divf %cst_1, %8 : bf16
    linalg.yield %9 : bf16
  } -> tensor<512x2257xbf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg2 : tensor<512x2257xbf16>, tensor<2257xbf16>) outs(%arg3 : tensor<512x2257xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %6 = arith.addf %in, %in_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<512x2257xbf16>
  return %5 : tensor<512x2257xbf16>
}

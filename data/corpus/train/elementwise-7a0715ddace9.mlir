// elementwise-7a0715ddace9: elementwise (sigmoid+bias+scale+relu), bf16; cuda-agent synth --seed 2026, candidate 1286
func.func @elementwise(%arg0: tensor<12x16x699061xbf16>, %arg1: tensor<699061xbf16>, %arg2: tensor<12x16x699061xbf16>) -> tensor<12x16x699061xbf16> {
  %0 = tensor.empty() : tensor<12x16x699061xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<12x16x699061xbf16>) outs(%0 : tensor<12x16x699061xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %7 = arith.negf %in : bf16
    %8 = math.exp %7 : bf16
    %cst = arith.constant 1.000000e+00 : bf16
    %9 = arith.addf %cst, %8 : bf16
    %cst_0 = arith.constant 1.000000e+00 : bf16
    %10 = arith.divf %cst_0, %9 : bf16
    linalg.yield %10 : bf16
  } -> tensor<12x16x699061xbf16>
  %2 = tensor.empty() : tensor<12x16x699061xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<12x16x699061xbf16>, tensor<699061xbf16>) outs(%2 : tensor<12x16x699061xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %7 = arith.addf %in, %in_0 : bf16
    linalg.yield %7 : bf16
  } -> tensor<12x16x699061xbf16>
  %4 = tensor.empty() : tensor<12x16x699061xbf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<12x16x699061xbf16>) outs(%4 : tensor<12x16x699061xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst = arith.constant 1.250000e+00 : bf16
    %7 = arith.mulf %in, %cst : bf16
    linalg.yield %7 : bf16
  } -> tensor<12x16x699061xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<12x16x699061xbf16>) outs(%arg2 : tensor<12x16x699061xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst = arith.constant 0.000000e+00 : bf16
    %7 = arith.maximumf %in, %cst : bf16
    linalg.yield %7 : bf16
  } -> tensor<12x16x699061xbf16>
  return %6 : tensor<12x16x699061xbf16>
}

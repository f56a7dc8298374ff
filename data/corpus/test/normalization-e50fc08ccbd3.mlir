// normalization-e50fc08ccbd3: normalization (rmsnorm), bf16; cuda-agent synth --seed 2026, candidate 4025
func.func @normalization(%arg0: tensor<32768x12068xbf16>, %arg1: tensor<12068xbf16>, %arg2: tensor<32768x12068xbf16>) -> tensor<32768x12068xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = tensor.empty() : tensor<32768xbf16>
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<32768xbf16>) -> tensor<32768xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<32768x12068xbf16>) outs(%1 : tensor<32768xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %6 = arith.mulf %in, %in : bf16
    %7 = arith.addf %6, %out : bf16
    linalg.yield %7 : bf16
  } -> tensor<32768xbf16>
  %3 = tensor.empty() : tensor<32768xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<32768xbf16>) outs(%3 : tensor<32768xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.209600e+04 : bf16
    %6 = arith.divf %in, %cst_0 : bf16
    %cst_1 = arith.constant 1.001360e-05 : bf16
    %7 = arith.addf %6, %cst_1 : bf16
    %8 = math.rsqrt %7 : bf16
    linalg.yield %8 : bf16
  } -> tensor<32768xbf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %4, %arg1 : tensor<32768x12068xbf16>, tensor<32768xbf16>, tensor<12068xbf16>) outs(%arg2 : tensor<32768x12068xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %in_1: bf16, %out: bf16):
    %6 = arith.mulf %in, %in_0 : bf16
    %7 = arith.mulf %6, %in_1 : bf16
    linalg.yield %7 : bf16
  } -> tensor<32768x12068xbf16>
  return %5 : tensor<32768x12068xbf16>
}

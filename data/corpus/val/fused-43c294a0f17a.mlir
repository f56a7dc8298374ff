// fused-43c294a0f17a: fused (reduction-sum-outer+silu+tanh+residual), bf16; cuda-agent synth --seed 2026, candidate 3833
func.func @fused(%arg0: tensor<27574x768xbf16>, %arg1: tensor<768xbf16>, %arg2: tensor<768xbf16>) -> tensor<768xbf16> {
  %0 = tensor.empty() : tensor<768xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<768xbf16>) -> tensor<768xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<27574x768xbf16>) outs(%1 : tensor<768xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %8 = arith.addf %in, %out : bf16
    linalg.yield %8 : bf16
  } -> tensor<768xbf16>
  %3 = tensor.empty() : tensor<768xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<768xbf16>) outs(%3 : tensor<768xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %8 = arith.negf %in : bf16
    %9 = math.exp %8 : bf16
    %cst_0 = arith.constant 1.000000e+00 : bf16
    %10 = arith.addf %cst_0, %9 : bf16
    %11 = arith.divf %in, %10 : bf16
    linalg.yield %11 : bf16
  } -> tensor<768xbf16>
  %5 = tensor.empty() : tensor<768xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4 : tensor<768xbf16>) outs(%5 : tensor<768xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %8 = math.tanh %in : bf16
    linalg.yield %8 : bf16
  } -> tensor<768xbf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%6, %arg1 : tensor<768xbf16>, tensor<768xbf16>) outs(%arg2 : tensor<768xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<768xbf16>
  return %7 : tensor<768xbf16>
}

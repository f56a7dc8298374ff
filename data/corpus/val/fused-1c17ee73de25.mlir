// fused-1c17ee73de25: fused (reduction-mean-outer+bias+residual), f16; cuda-agent synth --seed 2026, candidate 3193
func.func @fused(%arg0: tensor<60428x64xf16>, %arg1: tensor<64xf16>, %arg2: tensor<64xf16>, %arg3: tensor<64xf16>) -> tensor<64xf16> {
  %0 = tensor.empty() : tensor<64xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = tensor.empty() : tensor<64xf16>
  %2 = linalg.fill ins(%cst : f16) outs(%1 : tensor<64xf16>) -> tensor<64xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<60428x64xf16>) outs(%2 : tensor<64xf16>) {
  ^bb0(%in: f16, %out: f16):
    %8 = arith.addf %in, %out : f16
    linalg.yield %8 : f16
  } -> tensor<64xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<64xf16>) outs(%0 : tensor<64xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 6.041600e+04 : f16
    %8 = arith.divf %in, %cst_0 : f16
    linalg.yield %8 : f16
  } -> tensor<64xf16>
  %5 = tensor.empty() : tensor<64xf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4, %arg1 : tensor<64xf16>, tensor<64xf16>) outs(%5 : tensor<64xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %8 = arith.addf %in, %in_0 : f16
    linalg.yield %8 : f16
  } -> tensor<64xf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%6, %arg2 : tensor<64xf16>, tensor<64xf16>) outs(%arg3 : tensor<64xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %8 = arith.addf %in, %in_0 : f16
    linalg.yield %8 : f16
  } -> tensor<64xf16>
  return %7 : tensor<64xf16>
}

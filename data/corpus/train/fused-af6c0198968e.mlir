// fused-af6c0198968e: fused (reduction-mean-outer+sigmoid), f16; cuda-agent synth --seed 2026, candidate 5268
func.func @fused(%arg0: tensor<4096x15768xf16>, %arg1: tensor<15768xf16>) -> tensor<15768xf16> {
  %0 = tensor.empty() : tensor<15768xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = tensor.empty() : tensor<15768xf16>
  %2 = linalg.fill ins(%cst : f16) outs(%1 : tensor<15768xf16>) -> tensor<15768xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<4096x15768xf16>) outs(%2 : tensor<15768xf16>) {
  ^bb0(%in: f16, %out: f16):
    %6 = arith.addf %in, %out : f16
    linalg.yield %6 : f16
  } -> tensor<15768xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<15768xf16>) outs(%0 : tensor<15768xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 4.096000e+03 : f16
    %6 = arith.divf %in, %cst_0 : f16
    linalg.yield %6 : f16
  } -> tensor<15768xf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4 : tensor<15768xf16>) outs(%arg1 : tensor<15768xf16>) {
  ^bb0(%in: f16, %out: f16):
    %6 = arith.negf %in : f16
    %7 = math.exp %6 : f16
    %cst_0 = arith.constant 1.000000e+00 : f16
    %8 = arith.addf %cst_0, %7 : f16
    %cst_1 = arith.constant 1.000000e+00 : f16
    %9 = arith.divf %cst_1, %8 : f16
    linalg.yield %9 : f16
  } -> tensor<15768xf16>
  return %5 : tensor<15768xf16>
}

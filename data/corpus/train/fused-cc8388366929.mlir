// fused-cc8388366929: fused (reduction-sum-inner+bias), f16; cuda-agent synth --seed 2026, candidate 1287
func.func @fused(%arg0: tensor<8357x11184xf16>, %arg1: tensor<8357xf16>, %arg2: tensor<8357xf16>) -> tensor<8357xf16> {
  %0 = tensor.empty() : tensor<8357xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<8357xf16>) -> tensor<8357xf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<8357x11184xf16>) outs(%1 : tensor<8357xf16>) {
  ^bb0(%in: f16, %out: f16):
    %4 = arith.addf %in, %out : f16
    linalg.yield %4 : f16
  } -> tensor<8357xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2, %arg1 : tensor<8357xf16>, tensor<8357xf16>) outs(%arg2 : tensor<8357xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %4 = arith.addf %in, %in_0 : f16
    linalg.yield %4 : f16
  } -> tensor<8357xf16>
  return %3 : tensor<8357xf16>
}

// fused-fe407fa8d171: fused (reduction-min-outer+bias), f16; cuda-agent synth --seed 2026, candidate 4635
func.func @fused(%arg0: tensor<502x512xf16>, %arg1: tensor<512xf16>, %arg2: tensor<512xf16>) -> tensor<512xf16> {
  %0 = tensor.empty() : tensor<512xf16>
  %cst = arith.constant 0x7C00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<512xf16>) -> tensor<512xf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<502x512xf16>) outs(%1 : tensor<512xf16>) {
  ^bb0(%in: f16, %out: f16):
    %4 = arith.minimumf %in, %out : f16
    linalg.yield %4 : f16
  } -> tensor<512xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2, %arg1 : tensor<512xf16>, tensor<512xf16>) outs(%arg2 : tensor<512xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %4 = arith.addf %in, %in_0 : f16
    linalg.yield %4 : f16
  } -> tensor<512xf16>
  return %3 : tensor<512xf16>
}

// normalization-c9519c153419: normalization (rmsnorm), f16; cuda-agent synth --seed 2026, candidate 5522
func.func @normalization(%arg0: tensor<2560x16384xf16>, %arg1: tensor<16384xf16>, %arg2: tensor<2560x16384xf16>) -> tensor<2560x16384xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = tensor.empty() : tensor<2560xf16>
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<2560xf16>) -> tensor<2560xf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<2560x16384xf16>) outs(%1 : tensor<2560xf16>) {
  ^bb0(%in: f16, %out: f16):
    %6 = arith.mulf %in, %in : f16
    %7 = arith.addf %6, %out : f16
    linalg.yield %7 : f16
  } -> tensor<2560xf16>
  %3 = tensor.empty() : tensor<2560xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<2560xf16>) outs(%3 : tensor<2560xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 1.638400e+04 : f16
    %6 = arith.divf %in, %cst_0 : f16
    %cst_1 = arith.constant 1.001360e-05 : f16
    %7 = arith.addf %6, %cst_1 : f16
    %8 = math.rsqrt %7 : f16
    linalg.yield %8 : f16
  } -> tensor<2560xf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %4, %arg1 : tensor<2560x16384xf16>, tensor<2560xf16>, tensor<16384xf16>) outs(%arg2 : tensor<2560x16384xf16>) {
  ^bb0(%in: f16, %in_0: f16, %in_1: f16, %out: f16):
    %6 = arith.mulf %in, %in_0 : f16
    %7 = arith.mulf %6, %in_1 : f16
    linalg.yield %7 : f16
  } -> tensor<2560x16384xf16>
  return %5 : tensor<2560x16384xf16>
}

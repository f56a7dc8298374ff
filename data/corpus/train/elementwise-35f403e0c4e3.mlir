// elementwise-35f403e0c4e3: elementwise (tanh+bias+silu), f16; cuda-agent synth --seed 2026, candidate 527
func.func @elementwise(%arg0: tensor<4x32x524288xf16>, %arg1: tensor<524288xf16>, %arg2: tensor<4x32x524288xf16>) -> tensor<4x32x524288xf16> {
  %0 = tensor.empty() : tensor<4x32x524288xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x32x524288xf16>) outs(%0 : tensor<4x32x524288xf16>) {
  ^bb0(%in: f16, %out: f16):
    %5 = math.tanh %in : f16
    linalg.yield %5 : f16
  } -> tensor<4x32x524288xf16>
  %2 = tensor.empty() : tensor<4x32x524288xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<4x32x524288xf16>, tensor<524288xf16>) outs(%2 : tensor<4x32x524288xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %5 = arith.addf %in, %in_0 : f16
    linalg.yield %5 : f16
  } -> tensor<4x32x524288xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<4x32x524288xf16>) outs(%arg2 : tensor<4x32x524288xf16>) {
  ^bb0(%in: f16, %out: f16):
    %5 = arith.negf %in : f16
    %6 = math.exp %5 : f16
    %cst = arith.constant 1.000000e+00 : f16
    %7 = arith.addf %cst, %6 : f16
    %8 = arith.divf %in, %7 : f16
    linalg.yield %8 : f16
  } -> tensor<4x32x524288xf16>
  return %4 : tensor<4x32x524288xf16>
}

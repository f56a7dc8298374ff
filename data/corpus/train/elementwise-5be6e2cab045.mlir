// elementwise-5be6e2cab045: elementwise (relu+residual+bias), f16; cuda-agent synth --seed 2026, candidate 5227
func.func @elementwise(%arg0: tensor<64x524288xf16>, %arg1: tensor<64x524288xf16>, %arg2: tensor<524288xf16>, %arg3: tensor<64x524288xf16>) -> tensor<64x524288xf16> {
  %0 = tensor.empty() : tensor<64x524288xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<64x524288xf16>) outs(%0 : tensor<64x524288xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst = arith.constant 0.000000e+00 : f16
    %5 = arith.maximumf %in, %cst : f16
    linalg.yield %5 : f16
  } -> tensor<64x524288xf16>
  %2 = tensor.empty() : tensor<64x524288xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1, %arg1 : tensor<64x524288xf16>, tensor<64x524288xf16>) outs(%2 : tensor<64x524288xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %5 = arith.addf %in, %in_0 : f16
    linalg.yield %5 : f16
  } -> tensor<64x524288xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3, %arg2 : tensor<64x524288xf16>, tensor<524288xf16>) outs(%arg3 : tensor<64x524288xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %5 = arith.addf %in, %in_0 : f16
    linalg.yield %5 : f16
  } -> tensor<64x524288xf16>
  return %4 : tensor<64x524288xf16>
}

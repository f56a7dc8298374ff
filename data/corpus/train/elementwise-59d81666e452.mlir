// elementwise-59d81666e452: elementwise (relu+residual+bias), bf16; cuda-agent synth --seed 2026, candidate 2037
func.func @elementwise(%arg0: tensor<12x32x64x5461xbf16>, %arg1: tensor<12x32x64x5461xbf16>, %arg2: tensor<5461xbf16>, %arg3: tensor<12x32x64x5461xbf16>) -> tensor<12x32x64x5461xbf16> {
  %0 = tensor.empty() : tensor<12x32x64x5461xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<12x32x64x5461xbf16>) outs(%0 : tensor<12x32x64x5461xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst = arith.constant 0.000000e+00 : bf16
    %5 = arith.maximumf %in, %cst : bf16
    linalg.yield %5 : bf16
  } -> tensor<12x32x64x5461xbf16>
  %2 = tensor.empty() : tensor<12x32x64x5461xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<12x32x64x5461xbf16>, tensor<12x32x64x5461xbf16>) outs(%2 : tensor<12x32x64x5461xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %5 = arith.addf %in, %in_0 : bf16
    linalg.yield %5 : bf16
  } -> tensor<12x32x64x5461xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %arg2 : tensor<12x32x64x5461xbf16>, tensor<5461xbf16>) outs(%arg3 : tensor<12x32x64x5461xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %5 = arith.addf %in, %in_0 : bf16
    linalg.yield %5 : bf16
  } -> tensor<12x32x64x5461xbf16>
  return %4 : tensor<12x32x64x5461xbf16>
}

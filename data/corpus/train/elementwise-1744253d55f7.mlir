// elementwise-1744253d55f7: elementwise (silu+bias+residual), bf16; cuda-agent synth --seed 2026, candidate 5668
func.func @elementwise(%arg0: tensor<67108876xbf16>, %arg1: tensor<67108876xbf16>, %arg2: tensor<67108876xbf16>, %arg3: tensor<67108876xbf16>) -> tensor<67108876xbf16> {
  %0 = tensor.empty() : tensor<67108876xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<67108876xbf16>) outs(%0 : tensor<67108876xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %5 = arith.negf %in : bf16
    %6 = math.exp %5 : bf16
    %cst = arith.constant 1.000000e+00 : bf16
    %7 = arith.addf %cst, %6 : bf16
    %8 = arith.divf %in, %7 : bf16
    linalg.yield %8 : bf16
  } -> tensor<67108876xbf16>
  %2 = tensor.empty() : tensor<67108876xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1, %arg1 : tensor<67108876xbf16>, tensor<67108876xbf16>) outs(%2 : tensor<67108876xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %5 = arith.addf %in, %in_0 : bf16
    linalg.yield %5 : bf16
  } -> tensor<67108876xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3, %arg2 : tensor<67108876xbf16>, tensor<67108876xbf16>) outs(%arg3 : tensor<67108876xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %5 = arith.addf %in, %in_0 : bf16
    linalg.yield %5 : bf16
  } -> tensor<67108876xbf16>
  return %4 : tensor<67108876xbf16>
}

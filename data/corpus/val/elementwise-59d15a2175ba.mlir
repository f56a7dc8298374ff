// elementwise-59d15a2175ba: elementwise (relu+bias), bf16; cuda-agent synth --seed 2026, candidate 276
func.func @elementwise(%arg0: tensor<196x196x4x218xbf16>, %arg1: tensor<218xbf16>, %arg2: tensor<196x196x4x218xbf16>) -> tensor<196x196x4x218xbf16> {
  %0 = tensor.empty() : tensor<196x196x4x218xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<196x196x4x218xbf16>) outs(%0 : tensor<196x196x4x218xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst = arith.constant 0.000000e+00 : bf16
    %3 = arith.maximumf %in, %cst : bf16
    linalg.yield %3 : bf16
  } -> tensor<196x196x4x218xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<196x196x4x218xbf16>, tensor<218xbf16>) outs(%arg2 : tensor<196x196x4x218xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %3 = arith.addf %in, %in_0 : bf16
    linalg.yield %3 : bf16
  } -> tensor<196x196x4x218xbf16>
  return %2 : tensor<196x196x4x218xbf16>
}

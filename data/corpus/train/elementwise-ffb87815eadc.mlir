// elementwise-ffb87815eadc: elementwise (tanh+scale+bias), bf16; cuda-agent synth --seed 2026, candidate 2976
func.func @elementwise(%arg0: tensor<64x2x196x5349xbf16>, %arg1: tensor<5349xbf16>, %arg2: tensor<64x2x196x5349xbf16>) -> tensor<64x2x196x5349xbf16> {
  %0 = tensor.empty() : tensor<64x2x196x5349xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<64x2x196x5349xbf16>) outs(%0 : tensor<64x2x196x5349xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %5 = math.tanh %in : bf16
    linalg.yield %5 : bf16
  } -> tensor<64x2x196x5349xbf16>
  %2 = tensor.empty() : tensor<64x2x196x5349xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<64x2x196x5349xbf16>) outs(%2 : tensor<64x2x196x5349xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst = arith.constant 6.250000e-01 : bf16
    %5 = arith.mulf %in, %cst : bf16
    linalg.yield %5 : bf16
  } -> tensor<64x2x196x5349xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %arg1 : tensor<64x2x196x5349xbf16>, tensor<5349xbf16>) outs(%arg2 : tensor<64x2x196x5349xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %5 = arith.addf %in, %in_0 : bf16
    linalg.yield %5 : bf16
  } -> tensor<64x2x196x5349xbf16>
  return %4 : tensor<64x2x196x5349xbf16>
}

// elementwise-4b98023ab1a3: elementwise (silu+relu+bias), bf16; cuda-agent synth --seed 2026, candidate 353
func.func @elementwise(%arg0: tensor<8x196x196x223xbf16>, %arg1: tensor<223xbf16>, %arg2: tensor<8x196x196x223xbf16>) -> tensor<8x196x196x223xbf16> {
  %0 = tensor.empty() : tensor<8x196x196x223xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x196x196x223xbf16>) outs(%0 : tensor<8x196x196x223xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %5 = arith.negf %in : bf16
    %6 = math.exp %5 : bf16
    %cst = arith.constant 1.000000e+00 : bf16
    %7 = arith.addf %cst, %6 : bf16
    %8 = arith.divf %in, %7 : bf16
    linalg.yield %8 : bf16
  } -> tensor<8x196x196x223xbf16>
  %2 = tensor.empty() : tensor<8x196x196x223xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<8x196x196x223xbf16>) outs(%2 : tensor<8x196x196x223xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst = arith.constant 0.000000e+00 : bf16
    %5 = arith.maximumf %in, %cst : bf16
    linalg.yield %5 : bf16
  } -> tensor<8x196x196x223xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %arg1 : tensor<8x196x196x223xbf16>, tensor<223xbf16>) outs(%arg2 : tensor<8x196x196x223xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %5 = arith.addf %in, %in_0 : bf16
    linalg.yield %5 : bf16
  } -> tensor<8x196x196x223xbf16>
  return %4 : tensor<8x196x196x223xbf16>
}

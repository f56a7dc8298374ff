// elementwise-9d2cc70b9fac: elementwise (relu+bias+bias), bf16; cuda-agent synth --seed 2026, candidate 394
func.func @elementwise(%arg0: tensor<32x196x21399xbf16>, %arg1: tensor<21399xbf16>, %arg2: tensor<21399xbf16>, %arg3: tensor<32x196x21399xbf16>) -> tensor<32x196x21399xbf16> {
  %0 = tensor.empty() : tensor<32x196x21399xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<32x196x21399xbf16>) outs(%0 : tensor<32x196x21399xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst = arith.constant 0.000000e+00 : bf16
    %5 = arith.maximumf %in, %cst : bf16
    linalg.yield %5 : bf16
  } -> tensor<32x196x21399xbf16>
  %2 = tensor.empty() : tensor<32x196x21399xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<32x196x21399xbf16>, tensor<21399xbf16>) outs(%2 : tensor<32x196x21399xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %5 = arith.addf %in, %in_0 : bf16
    linalg.yield %5 : bf16
  } -> tensor<32x196x21399xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %arg2 : tensor<32x196x21399xbf16>, tensor<21399xbf16>) outs(%arg3 : tensor<32x196x21399xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %5 = arith.addf %in, %in_0 : bf16
    linalg.yield %5 : bf16
  } -> tensor<32x196x21399xbf16>
  return %4 : tensor<32x196x21399xbf16>
}

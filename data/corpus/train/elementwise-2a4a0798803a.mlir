// elementwise-2a4a0798803a: elementwise (silu+bias+bias), bf16; cuda-agent synth --seed 2026, candidate 5033
func.func @elementwise(%arg0: tensor<3x196x114130xbf16>, %arg1: tensor<114130xbf16>, %arg2: tensor<114130xbf16>, %arg3: tensor<3x196x114130xbf16>) -> tensor<3x196x114130xbf16> {
  %0 = tensor.empty() : tensor<3x196x114130xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<3x196x114130xbf16>) outs(%0 : tensor<3x196x114130xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %5 = arith.negf %in : bf16
    %6 = math.exp %5 : bf16
    %cst = arith.constant 1.000000e+00 : bf16
    %7 = arith.addf %cst, %6 : bf16
    %8 = arith.divf %in, %7 : bf16
    linalg.yield %8 : bf16
  } -> tensor<3x196x114130xbf16>
  %2 = tensor.empty() : tensor<3x196x114130xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<3x196x114130xbf16>, tensor<114130xbf16>) outs(%2 : tensor<3x196x114130xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %5 = arith.addf %in, %in_0 : bf16
    linalg.yield %5 : bf16
  } -> tensor<3x196x114130xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %arg2 : tensor<3x196x114130xbf16>, tensor<114130xbf16>) outs(%arg3 : tensor<3x196x114130xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %5 = arith.addf %in, %in_0 : bf16
    linalg.yield %5 : bf16
  } -> tensor<3x196x114130xbf16>
  return %4 : tensor<3x196x114130xbf16>
}

// elementwise-ae9b939eb831: elementwise (tanh+relu+bias), bf16; cuda-agent synth --seed 2026, candidate 2962
func.func @elementwise(%arg0: tensor<33554432xbf16>, %arg1: tensor<33554432xbf16>, %arg2: tensor<33554432xbf16>) -> tensor<33554432xbf16> {
  %0 = tensor.empty() : tensor<33554432xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<33554432xbf16>) outs(%0 : tensor<33554432xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %5 = math.tanh %in : bf16
    linalg.yield %5 : bf16
  } -> tensor<33554432xbf16>
  %2 = tensor.empty() : tensor<33554432xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1 : tensor<33554432xbf16>) outs(%2 : tensor<33554432xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst = arith.constant 0.000000e+00 : bf16
    %5 = arith.maximumf %in, %cst : bf16
    linalg.yield %5 : bf16
  } -> tensor<33554432xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3, %arg1 : tensor<33554432xbf16>, tensor<33554432xbf16>) outs(%arg2 : tensor<33554432xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %5 = arith.addf %in, %in_0 : bf16
    linalg.yield %5 : bf16
  } -> tensor<33554432xbf16>
  return %4 : tensor<33554432xbf16>
}

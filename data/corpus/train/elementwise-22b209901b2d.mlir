// elementwise-22b209901b2d: elementwise (tanh+residual+residual+scale), bf16; cuda-agent synth --seed 2026, candidate 3680
func.func @elementwise(%arg0: tensor<32x256x1024xbf16>, %arg1: tensor<32x256x1024xbf16>, %arg2: tensor<32x256x1024xbf16>, %arg3: tensor<32x256x1024xbf16>) -> tensor<32x256x1024xbf16> {
  %0 = tensor.empty() : tensor<32x256x1024xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<32x256x1024xbf16>) outs(%0 : tensor<32x256x1024xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %7 = math.tanh %in : bf16
    linalg.yield %7 : bf16
  } -> tensor<32x256x1024xbf16>
  %2 = tensor.empty() : tensor<32x256x1024xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<32x256x1024xbf16>, tensor<32x256x1024xbf16>) outs(%2 : tensor<32x256x1024xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %7 = arith.addf %in, %in_0 : bf16
    linalg.yield %7 : bf16
  } -> tensor<32x256x1024xbf16>
  %4 = tensor.empty() : tensor<32x256x1024xbf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %arg2 : tensor<32x256x1024xbf16>, tensor<32x256x1024xbf16>) outs(%4 : tensor<32x256x1024xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %7 = arith.addf %in, %in_0 : bf16
    linalg.yield %7 : bf16
  } -> tensor<32x256x1024xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<32x256x1024xbf16>) outs(%arg3 : tensor<32x256x1024xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst = arith.constant 1.750000e+00 : bf16
    %7 = arith.mulf %in, %cst : bf16
    linalg.yield %7 : bf16
  } -> tensor<32x256x1024xbf16>
  return %6 : tensor<32x256x1024xbf16>
}

// elementwise-44f3c0b0ad49: elementwise (relu+bias+residual), bf16; cuda-agent synth --seed 2026, candidate 4822
func.func @elementwise(%arg0: tensor<3x4x3x932067xbf16>, %arg1: tensor<932067xbf16>, %arg2: tensor<3x4x3x932067xbf16>, %arg3: tensor<3x4x3x932067xbf16>) -> tensor<3x4x3x932067xbf16> {
  %0 = tensor.empty() : tensor<3x4x3x932067xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<3x4x3x932067xbf16>) outs(%0 : tensor<3x4x3x932067xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst = arith.constant 0.000000e+00 : bf16
    %5 = arith.maximumf %in, %cst : bf16
    linalg.yield %5 : bf16
  } -> tensor<3x4x3x932067xbf16>
  %2 = tensor.empty() : tensor<3x4x3x932067xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<3x4x3x932067xbf16>, tensor<932067xbf16>) outs(%2 : tensor<3x4x3x932067xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %5 = arith.addf %in, %in_0 : bf16
    linalg.yield %5 : bf16
  } -> tensor<3x4x3x932067xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %arg2 : tensor<3x4x3x932067xbf16>, tensor<3x4x3x932067xbf16>) outs(%arg3 : tensor<3x4x3x932067xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %5 = arith.addf %in, %in_0 : bf16
    linalg.yield %5 : bf16
  } -> tensor<3x4x3x932067xbf16>
  return %4 : tensor<3x4x3x932067xbf16>
}

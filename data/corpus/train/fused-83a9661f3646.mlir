// fused-83a9661f3646: fused (matmul-square+residual+residual+residual), bf16; cuda-agent synth --seed 2026, candidate 6226
func.func @fused(%arg0: tensor<3968x3968xbf16>, %arg1: tensor<3968x3968xbf16>, %arg2: tensor<3968x3968xbf16>, %arg3: tensor<3968x3968xbf16>, %arg4: tensor<3968x3968xbf16>, %arg5: tensor<3968x3968xbf16>) -> tensor<3968x3968xbf16> {
  %0 = tensor.empty() : tensor<3968x3968xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<3968x3968xbf16>) -> tensor<3968x3968xbf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<3968x3968xbf16>, tensor<3968x3968xbf16>) outs(%1 : tensor<3968x3968xbf16>) -> tensor<3968x3968xbf16>
  %3 = tensor.empty() : tensor<3968x3968xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<3968x3968xbf16>, tensor<3968x3968xbf16>) outs(%3 : tensor<3968x3968xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<3968x3968xbf16>
  %5 = tensor.empty() : tensor<3968x3968xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg3 : tensor<3968x3968xbf16>, tensor<3968x3968xbf16>) outs(%5 : tensor<3968x3968xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<3968x3968xbf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %arg4 : tensor<3968x3968xbf16>, tensor<3968x3968xbf16>) outs(%arg5 : tensor<3968x3968xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<3968x3968xbf16>
  return %7 : tensor<3968x3968xbf16>
}

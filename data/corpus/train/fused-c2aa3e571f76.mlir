// fused-c2aa3e571f76: fused (matmul-tall-skinny+bias+bias), bf16; cuda-agent synth --seed 2026, candidate 5718
func.func @fused(%arg0: tensor<14117x512xbf16>, %arg1: tensor<512x77xbf16>, %arg2: tensor<77xbf16>, %arg3: tensor<77xbf16>, %arg4: tensor<14117x77xbf16>) -> tensor<14117x77xbf16> {
  %0 = tensor.empty() : tensor<14117x77xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<14117x77xbf16>) -> tensor<14117x77xbf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<14117x512xbf16>, tensor<512x77xbf16>) outs(%1 : tensor<14117x77xbf16>) -> tensor<14117x77xbf16>
  %3 = tensor.empty() : tensor<14117x77xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<14117x77xbf16>, tensor<77xbf16>) outs(%3 : tensor<14117x77xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %6 = arith.addf %in, %in_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<14117x77xbf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg3 : tensor<14117x77xbf16>, tensor<77xbf16>) outs(%arg4 : tensor<14117x77xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %6 = arith.addf %in, %in_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<14117x77xbf16>
  return %5 : tensor<14117x77xbf16>
}

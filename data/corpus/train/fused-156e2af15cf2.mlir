// fused-156e2af15cf2: fused (bmm-bmm+residual), bf16; cuda-agent synth --seed 2026, candidate 6209
func.func @fused(%arg0: tensor<12x197x256xbf16>, %arg1: tensor<12x256x1280xbf16>, %arg2: tensor<12x197x1280xbf16>, %arg3: tensor<12x197x1280xbf16>) -> tensor<12x197x1280xbf16> {
  %0 = tensor.empty() : tensor<12x197x1280xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<12x197x1280xbf16>) -> tensor<12x197x1280xbf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<12x197x256xbf16>, tensor<12x256x1280xbf16>) outs(%1 : tensor<12x197x1280xbf16>) -> tensor<12x197x1280xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<12x197x1280xbf16>, tensor<12x197x1280xbf16>) outs(%arg3 : tensor<12x197x1280xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %4 = arith.addf %in, %in_0 : bf16
    linalg.yield %4 : bf16
  } -> tensor<12x197x1280xbf16>
  return %3 : tensor<12x197x1280xbf16>
}

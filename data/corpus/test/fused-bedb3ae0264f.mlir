// fused-bedb3ae0264f: fused (reduction-sum-inner+bias+residual), bf16; cuda-agent synth --seed 2026, candidate 1576
func.func @fused(%arg0: tensor<64x197x6455xbf16>, %arg1: tensor<197xbf16>, %arg2: tensor<64x197xbf16>, %arg3: tensor<64x197xbf16>) -> tensor<64x197xbf16> {
  %0 = tensor.empty() : tensor<64x197xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<64x197xbf16>) -> tensor<64x197xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<64x197x6455xbf16>) outs(%1 : tensor<64x197xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %6 = arith.addf %in, %out : bf16
    linalg.yield %6 : bf16
  } -> tensor<64x197xbf16>
  %3 = tensor.empty() : tensor<64x197xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg1 : tensor<64x197xbf16>, tensor<197xbf16>) outs(%3 : tensor<64x197xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %6 = arith.addf %in, %in_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<64x197xbf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg2 : tensor<64x197xbf16>, tensor<64x197xbf16>) outs(%arg3 : tensor<64x197xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %6 = arith.addf %in, %in_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<64x197xbf16>
  return %5 : tensor<64x197xbf16>
}

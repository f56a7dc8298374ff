// fused-ae91d9acd624: fused (reduction-max-inner+residual), bf16; cuda-agent synth --seed 2026, candidate 1746
func.func @fused(%arg0: tensor<2048x4138xbf16>, %arg1: tensor<2048xbf16>, %arg2: tensor<2048xbf16>) -> tensor<2048xbf16> {
  %0 = tensor.empty() : tensor<2048xbf16>
  %cst = arith.constant 0xFF80 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<2048xbf16>) -> tensor<2048xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<2048x4138xbf16>) outs(%1 : tensor<2048xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %4 = arith.maximumf %in, %out : bf16
    linalg.yield %4 : bf16
  } -> tensor<2048xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2, %arg1 : tensor<2048xbf16>, tensor<2048xbf16>) outs(%arg2 : tensor<2048xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %4 = arith.addf %in, %in_0 : bf16
    linalg.yield %4 : bf16
  } -> tensor<2048xbf16>
  return %3 : tensor<2048xbf16>
}

// fused-bcc1a2b71f9e: fused (reduction-min-inner+tanh), bf16; cuda-agent synth --seed 2026, candidate 2079
func.func @fused(%arg0: tensor<65536x8192xbf16>, %arg1: tensor<65536xbf16>) -> tensor<65536xbf16> {
  %0 = tensor.empty() : tensor<65536xbf16>
  %cst = arith.constant 0x7F80 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<65536xbf16>) -> tensor<65536xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<65536x8192xbf16>) outs(%1 : tensor<65536xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %4 = arith.minimumf %in, %out : bf16
    linalg.yield %4 : bf16
  } -> tensor<65536xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<65536xbf16>) outs(%arg1 : tensor<65536xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %4 = math.tanh %in : bf16
    linalg.yield %4 : bf16
  } -> tensor<65536xbf16>
  return %3 : tensor<65536xbf16>
}

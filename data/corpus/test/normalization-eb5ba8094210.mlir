// normalization-eb5ba8094210: normalization (log-softmax), bf16; cuda-agent synth --seed 2026, candidate 3611
func.func @normalization(%arg0: tensor<32768x12857xbf16>, %arg1: tensor<32768x12857xbf16>) -> tensor<32768x12857xbf16> {
  %cst = arith.constant 0xFF80 : bf16
  %0 = tensor.empty() : tensor<32768xbf16>
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<32768xbf16>) -> tensor<32768xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<32768x12857xbf16>) outs(%1 : tensor<32768xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %11 = arith.maximumf %in, %out : bf16
    linalg.yield %11 : bf16
  } -> tensor<32768xbf16>
  %3 = tensor.empty() : tensor<32768x12857xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %2 : tensor<32768x12857xbf16>, tensor<32768xbf16>) outs(%3 : tensor<32768x12857xbf16>) {
  ^bb0(%in: bf16, %in_1: bf16, %out: bf16):
    %11 = arith.subf %in, %in_1 : bf16
    linalg.yield %11 : bf16
  } -> tensor<32768x12857xbf16>
  %5 = tensor.empty() : tensor<32768x12857xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<32768x12857xbf16>) outs(%5 : tensor<32768x12857xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %11 = math.exp %in : bf16
    linalg.yield %11 : bf16
  } -> tensor<32768x12857xbf16>
  %cst_0 = arith.constant 0.000000e+00 : bf16
  %7 = tensor.empty() : tensor<32768xbf16>
  %8 = linalg.fill ins(%cst_0 : bf16) outs(%7 : tensor<32768xbf16>) -> tensor<32768xbf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%6 : tensor<32768x12857xbf16>) outs(%8 : tensor<32768xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %11 = arith.addf %in, %out : bf16
    linalg.yield %11 : bf16
  } -> tensor<32768xbf16>
  %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %9 : tensor<32768x12857xbf16>, tensor<32768xbf16>) outs(%arg1 : tensor<32768x12857xbf16>) {
  ^bb0(%in: bf16, %in_1: bf16, %out: bf16):
    %11 = math.log %in_1 : bf16
    %12 = arith.subf %in, %11 : bf16
    linalg.yield %12 : bf16
  } -> tensor<32768x12857xbf16>
  return %10 : tensor<32768x12857xbf16>
}

// reduction-401593e83b62: reduction (max-inner), f16; cuda-agent synth --seed 2026, candidate 3578
func.func @reduction(%arg0: tensor<512x14374xf16>, %arg1: tensor<512xf16>) -> tensor<512xf16> {
  %cst = arith.constant 0xFC00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg1 : tensor<512xf16>) -> tensor<512xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<512x14374xf16>) outs(%0 : tensor<512xf16>) {
  ^bb0(%in: f16, %out: f16):
    %2 = arith.maximumf %in, %out : f16
    linalg.yield %2 : f16
  } -> tensor<512xf16>
  return %1 : tensor<512xf16>
}

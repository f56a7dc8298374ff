// reduction-570418a69c49: reduction (min-inner), f16; cuda-agent synth --seed 2026, candidate 2823
func.func @reduction(%arg0: tensor<5120x8192xf16>, %arg1: tensor<5120xf16>) -> tensor<5120xf16> {
  %cst = arith.constant 0x7C00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg1 : tensor<5120xf16>) -> tensor<5120xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<5120x8192xf16>) outs(%0 : tensor<5120xf16>) {
  ^bb0(%in: f16, %out: f16):
    %2 = arith.minimumf %in, %out : f16
    linalg.yield %2 : f16
  } -> tensor<5120xf16>
  return %1 : tensor<5120xf16>
}

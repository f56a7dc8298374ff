// reduction-12b2148f5b1e: reduction (min-inner), f16; cuda-agent synth --seed 2026, candidate 1635
func.func @reduction(%arg0: tensor<32x64x384xf16>, %arg1: tensor<32x64xf16>) -> tensor<32x64xf16> {
  %cst = arith.constant 0x7C00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg1 : tensor<32x64xf16>) -> tensor<32x64xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<32x64x384xf16>) outs(%0 : tensor<32x64xf16>) {
  ^bb0(%in: f16, %out: f16):
    %2 = arith.minimumf %in, %out : f16
    linalg.yield %2 : f16
  } -> tensor<32x64xf16>
  return %1 : tensor<32x64xf16>
}

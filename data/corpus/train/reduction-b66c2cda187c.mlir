// reduction-b66c2cda187c: reduction (min-inner), f16; cuda-agent synth --seed 2026, candidate 2887
func.func @reduction(%arg0: tensor<65536x1024xf16>, %arg1: tensor<65536xf16>) -> tensor<65536xf16> {
  %cst = arith.constant 0x7C00 : f16
  %0 = linalg.fill ins(%cst : f16) outs(%arg1 : tensor<65536xf16>) -> tensor<65536xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<65536x1024xf16>) outs(%0 : tensor<65536xf16>) {
  ^bb0(%in: f16, %out: f16):
    %2 = arith.minimumf %in, %out : f16
    linalg.yield %2 : f16
  } -> tensor<65536xf16>
  return %1 : tensor<65536xf16>
}

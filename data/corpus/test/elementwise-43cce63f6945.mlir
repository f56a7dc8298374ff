// elementwise-43cce63f6945: elementwise (silu), f16; cuda-agent synth --seed 2026, candidate 2632
func.func @elementwise(%arg0: tensor<32x128x32768xf16>, %arg1: tensor<32x128x32768xf16>) -> tensor<32x128x32768xf16> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<32x128x32768xf16>) outs(%arg1 : tensor<32x128x32768xf16>) {
  ^bb0(%in: f16, %out: f16):
    %1 = arith.negf %in : f16
    %2 = math.exp %1 : f16
    %cst = arith.constant 1.000000e+00 : f16
    %3 = arith.addf %cst, %2 : f16
    %4 = arith.divf %in, %3 : f16
    linalg.yield %4 : f16
  } -> tensor<32x128x32768xf16>
  return %0 : tensor<32x128x32768xf16>
}

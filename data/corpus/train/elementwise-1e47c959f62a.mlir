// elementwise-1e47c959f62a: elementwise (relu), f16; cuda-agent synth --seed 2026, candidate 5325
func.func @elementwise(%arg0: tensor<33554432xf16>, %arg1: tensor<33554432xf16>) -> tensor<33554432xf16> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<33554432xf16>) outs(%arg1 : tensor<33554432xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst = arith.constant 0.000000e+00 : f16
    %1 = arith.maximumf %in, %cst : f16
    linalg.yield %1 : f16
  } -> tensor<33554432xf16>
  return %0 : tensor<33554432xf16>
}

// elementwise-7841aced2aca: elementwise (relu), f16; cuda-agent synth --seed 2026, candidate 1797
func.func @elementwise(%arg0: tensor<196x64x1337xf16>, %arg1: tensor<196x64x1337xf16>) -> tensor<196x64x1337xf16> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<196x64x1337xf16>) outs(%arg1 : tensor<196x64x1337xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst = arith.constant 0.000000e+00 : f16
    %1 = arith.maximumf %in, %cst : f16
    linalg.yield %1 : f16
  } -> tensor<196x64x1337xf16>
  return %0 : tensor<196x64x1337xf16>
}

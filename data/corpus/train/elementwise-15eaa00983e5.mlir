// elementwise-15eaa00983e5: elementwise (relu), bf16; cuda-agent synth --seed 2026, candidate 705
func.func @elementwise(%arg0: tensor<4194304xbf16>, %arg1: tensor<4194304xbf16>) -> tensor<4194304xbf16> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<4194304xbf16>) outs(%arg1 : tensor<4194304xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst = arith.constant 0.000000e+00 : bf16
    %1 = arith.maximumf %in, %cst : bf16
    linalg.yield %1 : bf16
  } -> tensor<4194304xbf16>
  return %0 : tensor<4194304xbf16>
}

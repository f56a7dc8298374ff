// elementwise-c40b852b3bd2: elementwise (silu), bf16; cuda-agent synth --seed 2026, candidate 1206
func.func @elementwise(%arg0: tensor<134217736xbf16>, %arg1: tensor<134217736xbf16>) -> tensor<134217736xbf16> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<134217736xbf16>) outs(%arg1 : tensor<134217736xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %1 = arith.negf %in : bf16
    %2 = math.exp %1 : bf16
    %cst = arith.constant 1.000000e+00 : bf16
    %3 = arith.addf %cst, %2 : bf16
    %4 = arith.divf %in, %3 : bf16
    linalg.yield %4 : bf16
  } -> tensor<134217736xbf16>
  return %0 : tensor<134217736xbf16>
}

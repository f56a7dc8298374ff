// elementwise-cb684f66eec9: elementwise (silu+bias), bf16; cuda-agent synth --seed 2026, candidate 5498
func.func @elementwise(%arg0: tensor<256x12x21845xbf16>, %arg1: tensor<21845xbf16>, %arg2: tensor<256x12x21845xbf16>) -> tensor<256x12x21845xbf16> {
  %0 = tensor.empty() : tensor<256x12x21845xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<256x12x21845xbf16>) outs(%0 : tensor<256x12x21845xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %3 = arith.negf %in : bf16
    %4 = math.exp %3 : bf16
    %cst = arith.constant 1.000000e+00 : bf16
    %5 = arith.addf %cst, %4 : bf16
    %6 = arith.divf %in, %5 : bf16
    linalg.yield %6 : bf16
  } -> tensor<256x12x21845xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<256x12x21845xbf16>, tensor<21845xbf16>) outs(%arg2 : tensor<256x12x21845xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %3 = arith.addf %in, %in_0 : bf16
    linalg.yield %3 : bf16
  } -> tensor<256x12x21845xbf16>
  return %2 : tensor<256x12x21845xbf16>
}

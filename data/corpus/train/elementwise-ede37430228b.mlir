// elementwise-ede37430228b: elementwise (sigmoid+bias), bf16; cuda-agent synth --seed 2026, candidate 1926
func.func @elementwise(%arg0: tensor<128x524288xbf16>, %arg1: tensor<524288xbf16>, %arg2: tensor<128x524288xbf16>) -> tensor<128x524288xbf16> {
  %0 = tensor.empty() : tensor<128x524288xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<128x524288xbf16>) outs(%0 : tensor<128x524288xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %3 = arith.negf %in : bf16
    %4 = math.exp %3 : bf16
    %cst = arith.constant 1.000000e+00 : bf16
    %5 = arith.addf %cst, %4 : bf16
    %cst_0 = arith.constant 1.000000e+00 : bf16
    %6 = arith.divf %cst_0, %5 : bf16
    linalg.yield %6 : bf16
  } -> tensor<128x524288xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1, %arg1 : tensor<128x524288xbf16>, tensor<524288xbf16>) outs(%arg2 : tensor<128x524288xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %3 = arith.addf %in, %in_0 : bf16
    linalg.yield %3 : bf16
  } -> tensor<128x524288xbf16>
  return %2 : tensor<128x524288xbf16>
}

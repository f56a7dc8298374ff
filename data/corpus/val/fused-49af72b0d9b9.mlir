// fused-49af72b0d9b9: fused (matmul-small-k+bias+tanh), f16; cuda-agent synth --seed 2026, candidate 5061
func.func @fused(%arg0: tensor<6298x62xf16>, %arg1: tensor<62x4096xf16>, %arg2: tensor<4096xf16>, %arg3: tensor<6298x4096xf16>) -> tensor<6298x4096xf16> {
  %0 = tensor.empty() : tensor<6298x4096xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<6298x4096xf16>) -> tensor<6298x4096xf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<6298x62xf16>, tensor<62x4096xf16>) outs(%1 : tensor<6298x4096xf16>) -> tensor<6298x4096xf16>
  %3 = tensor.empty() : tensor<6298x4096xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<6298x4096xf16>, tensor<4096xf16>) outs(%3 : tensor<6298x4096xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %6 = arith.addf %in, %in_0 : f16
    linalg.yield %6 : f16
  } -> tensor<6298x4096xf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<6298x4096xf16>) outs(%arg3 : tensor<6298x4096xf16>) {
  ^bb0(%in: f16, %out: f16):
    %6 = math.tanh %in : f16
    linalg.yield %6 : f16
  } -> tensor<6298x4096xf16>
  return %5 : tensor<6298x4096xf16>
}

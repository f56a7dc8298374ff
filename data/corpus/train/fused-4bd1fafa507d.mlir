// fused-4bd1fafa507d: fused (matmul-small-k+residual), f16; cuda-agent synth --seed 2026, candidate 4088
func.func @fused(%arg0: tensor<577x32xf16>, %arg1: tensor<32x4096xf16>, %arg2: tensor<577x4096xf16>, %arg3: tensor<577x4096xf16>) -> tensor<577x4096xf16> {
  %0 = tensor.empty() : tensor<577x4096xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<577x4096xf16>) -> tensor<577x4096xf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<577x32xf16>, tensor<32x4096xf16>) outs(%1 : tensor<577x4096xf16>) -> tensor<577x4096xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<577x4096xf16>, tensor<577x4096xf16>) outs(%arg3 : tensor<577x4096xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %4 = arith.addf %in, %in_0 : f16
    linalg.yield %4 : f16
  } -> tensor<577x4096xf16>
  return %3 : tensor<577x4096xf16>
}

// fused-a5e5b37489ab: fused (bmm-bmm+residual+bias+residual+tanh), f16; cuda-agent synth --seed 2026, candidate 1643
func.func @fused(%arg0: tensor<32x64x197xf16>, %arg1: tensor<32x197x577xf16>, %arg2: tensor<32x64x577xf16>, %arg3: tensor<577xf16>, %arg4: tensor<32x64x577xf16>, %arg5: tensor<32x64x577xf16>) -> tensor<32x64x577xf16> {
  %0 = tensor.empty() : tensor<32x64x577xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<32x64x577xf16>) -> tensor<32x64x577xf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<32x64x197xf16>, tensor<32x197x577xf16>) outs(%1 : tensor<32x64x577xf16>) -> tensor<32x64x577xf16>
  %3 = tensor.empty() : tensor<32x64x577xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<32x64x577xf16>, tensor<32x64x577xf16>) outs(%3 : tensor<32x64x577xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.addf %in, %in_0 : f16
    linalg.yield %10 : f16
  } -> tensor<32x64x577xf16>
  %5 = tensor.empty() : tensor<32x64x577xf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %arg3 : tensor<32x64x577xf16>, tensor<577xf16>) outs(%5 : tensor<32x64x577xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.addf %in, %in_0 : f16
    linalg.yield %10 : f16
  } -> tensor<32x64x577xf16>
  %7 = tensor.empty() : tensor<32x64x577xf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %arg4 : tensor<32x64x577xf16>, tensor<32x64x577xf16>) outs(%7 : tensor<32x64x577xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.addf %in, %in_0 : f16
    linalg.yield %10 : f16
  } -> tensor<32x64x577xf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<32x64x577xf16>) outs(%arg5 : tensor<32x64x577xf16>) {
  ^bb0(%in: f16, %out: f16):
    %10 = math.tanh %in : f16
    linalg.yield %10 : f16
  } -> tensor<32x64x577xf16>
  return %9 : tensor<32x64x577xf16>
}

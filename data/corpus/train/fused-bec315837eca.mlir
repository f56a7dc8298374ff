// fused-bec315837eca: fused (matmul-small-k+bias+scale+residual+bias), f16; cuda-agent synth --seed 2026, candidate 3228
func.func @fused(%arg0: tensor<2888x32xf16>, %arg1: tensor<32x4096xf16>, %arg2: tensor<4096xf16>, %arg3: tensor<2888x4096xf16>, %arg4: tensor<4096xf16>, %arg5: tensor<2888x4096xf16>) -> tensor<2888x4096xf16> {
  %0 = tensor.empty() : tensor<2888x4096xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<2888x4096xf16>) -> tensor<2888x4096xf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<2888x32xf16>, tensor<32x4096xf16>) outs(%1 : tensor<2888x4096xf16>) -> tensor<2888x4096xf16>
  %3 = tensor.empty() : tensor<2888x4096xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<2888x4096xf16>, tensor<4096xf16>) outs(%3 : tensor<2888x4096xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.addf %in, %in_0 : f16
    linalg.yield %10 : f16
  } -> tensor<2888x4096xf16>
  %5 = tensor.empty() : tensor<2888x4096xf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<2888x4096xf16>) outs(%5 : tensor<2888x4096xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 1.875000e+00 : f16
    %10 = arith.mulf %in, %cst_0 : f16
    linalg.yield %10 : f16
  } -> tensor<2888x4096xf16>
  %7 = tensor.empty() : tensor<2888x4096xf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %arg3 : tensor<2888x4096xf16>, tensor<2888x4096xf16>) outs(%7 : tensor<2888x4096xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.addf %in, %in_0 : f16
    linalg.yield %10 : f16
  } -> tensor<2888x4096xf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8, %arg4 : tensor<2888x4096xf16>, tensor<4096xf16>) outs(%arg5 : tensor<2888x4096xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.addf %in, %in_0 : f16
    linalg.yield %10 : f16
  } -> tensor<2888x4096xf16>
  return %9 : tensor<2888x4096xf16>
}

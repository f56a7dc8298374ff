// fused-cad08bf38907: fused (matmul-large-k+scale+bias+residual), f16; cuda-agent synth --seed 2026, candidate 1495
func.func @fused(%arg0: tensor<290x5120xf16>, %arg1: tensor<5120x64xf16>, %arg2: tensor<64xf16>, %arg3: tensor<290x64xf16>, %arg4: tensor<290x64xf16>) -> tensor<290x64xf16> {
  %0 = tensor.empty() : tensor<290x64xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<290x64xf16>) -> tensor<290x64xf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<290x5120xf16>, tensor<5120x64xf16>) outs(%1 : tensor<290x64xf16>) -> tensor<290x64xf16>
  %3 = tensor.empty() : tensor<290x64xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<290x64xf16>) outs(%3 : tensor<290x64xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 7.500000e-01 : f16
    %8 = arith.mulf %in, %cst_0 : f16
    linalg.yield %8 : f16
  } -> tensor<290x64xf16>
  %5 = tensor.empty() : tensor<290x64xf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg2 : tensor<290x64xf16>, tensor<64xf16>) outs(%5 : tensor<290x64xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %8 = arith.addf %in, %in_0 : f16
    linalg.yield %8 : f16
  } -> tensor<290x64xf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %arg3 : tensor<290x64xf16>, tensor<290x64xf16>) outs(%arg4 : tensor<290x64xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %8 = arith.addf %in, %in_0 : f16
    linalg.yield %8 : f16
  } -> tensor<290x64xf16>
  return %7 : tensor<290x64xf16>
}

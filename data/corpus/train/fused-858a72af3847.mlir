// fused-858a72af3847: fused (matmul-square+scale+bias+residual+residual), bf16; cuda-agent synth --seed 2026, candidate 1733
func.func @fused(%arg0: tensor<2048x2048xbf16>, %arg1: tensor<2048x2048xbf16>, %arg2: tensor<2048xbf16>, %arg3: tensor<2048x2048xbf16>, %arg4: tensor<2048x2048xbf16>, %arg5: tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16> {
  %0 = tensor.empty() : tensor<2048x2048xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%1 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
  %3 = tensor.empty() : tensor<2048x2048xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<2048x2048xbf16>) outs(%3 : tensor<2048x2048xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.125000e+00 : bf16
    %10 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<2048x2048xbf16>
  %5 = tensor.empty() : tensor<2048x2048xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg2 : tensor<2048x2048xbf16>, tensor<2048xbf16>) outs(%5 : tensor<2048x2048xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<2048x2048xbf16>
  %7 = tensor.empty() : tensor<2048x2048xbf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %arg3 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%7 : tensor<2048x2048xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<2048x2048xbf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8, %arg4 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%arg5 : tensor<2048x2048xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<2048x2048xbf16>
  return %9 : tensor<2048x2048xbf16>
}

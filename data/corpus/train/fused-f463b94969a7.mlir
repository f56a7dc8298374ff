// fused-f463b94969a7: fused (matmul-irregular+residual+scale), bf16; cuda-agent synth --seed 2026, candidate 2542
func.func @fused(%arg0: tensor<2245x72xbf16>, %arg1: tensor<72x2002xbf16>, %arg2: tensor<2245x2002xbf16>, %arg3: tensor<2245x2002xbf16>) -> tensor<2245x2002xbf16> {
  %0 = tensor.empty() : tensor<2245x2002xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<2245x2002xbf16>) -> tensor<2245x2002xbf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<2245x72xbf16>, tensor<72x2002xbf16>) outs(%1 : tensor<2245x2002xbf16>) -> tensor<2245x2002xbf16>
  %3 = tensor.empty() : tensor<2245x2002xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<2245x2002xbf16>, tensor<2245x2002xbf16>) outs(%3 : tensor<2245x2002xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %6 = arith.addf %in, %in_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<2245x2002xbf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<2245x2002xbf16>) outs(%arg3 : tensor<2245x2002xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.000000e+00 : bf16
    %6 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<2245x2002xbf16>
  return %5 : tensor<2245x2002xbf16>
}

// fused-0ff2ac9c15bc: fused (matmul-large-k+residual+scale), bf16; cuda-agent synth --seed 2026, candidate 6238
func.func @fused(%arg0: tensor<32x32768xbf16>, %arg1: tensor<32768x64xbf16>, %arg2: tensor<32x64xbf16>, %arg3: tensor<32x64xbf16>) -> tensor<32x64xbf16> {
  %0 = tensor.empty() : tensor<32x64xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<32x64xbf16>) -> tensor<32x64xbf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<32x32768xbf16>, tensor<32768x64xbf16>) outs(%1 : tensor<32x64xbf16>) -> tensor<32x64xbf16>
  %3 = tensor.empty() : tensor<32x64xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<32x64xbf16>, tensor<32x64xbf16>) outs(%3 : tensor<32x64xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %6 = arith.addf %in, %in_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<32x64xbf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<32x64xbf16>) outs(%arg3 : tensor<32x64xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.750000e+00 : bf16
    %6 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<32x64xbf16>
  return %5 : tensor<32x64xbf16>
}

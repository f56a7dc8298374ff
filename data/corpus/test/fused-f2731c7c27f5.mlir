// fused-f2731c7c27f5: fused (matmul-large-k+scale), bf16; cuda-agent synth --seed 2026, candidate 3754
func.func @fused(%arg0: tensor<128x8192xbf16>, %arg1: tensor<8192x64xbf16>, %arg2: tensor<128x64xbf16>) -> tensor<128x64xbf16> {
  %0 = tensor.empty() : tensor<128x64xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<128x64xbf16>) -> tensor<128x64xbf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<128x8192xbf16>, tensor<8192x64xbf16>) outs(%1 : tensor<128x64xbf16>) -> tensor<128x64xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<128x64xbf16>) outs(%arg2 : tensor<128x64xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.875000e+00 : bf16
    %4 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %4 : bf16
  } -> tensor<128x64xbf16>
  return %3 : tensor<128x64xbf16>
}

// fused-a2635dc11129: fused (matmul-large-k+scale), f16; cuda-agent synth --seed 2026, candidate 486
func.func @fused(%arg0: tensor<256x8192xf16>, %arg1: tensor<8192x512xf16>, %arg2: tensor<256x512xf16>) -> tensor<256x512xf16> {
  %0 = tensor.empty() : tensor<256x512xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<256x512xf16>) -> tensor<256x512xf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<256x8192xf16>, tensor<8192x512xf16>) outs(%1 : tensor<256x512xf16>) -> tensor<256x512xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<256x512xf16>) outs(%arg2 : tensor<256x512xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 5.000000e-01 : f16
    %4 = arith.mulf %in, %cst_0 : f16
    linalg.yield %4 : f16
  } -> tensor<256x512xf16>
  return %3 : tensor<256x512xf16>
}

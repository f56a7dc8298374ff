// fused-7e40b365a35a: fused (bmm-bmm+scale), bf16; cuda-agent synth --seed 2026, candidate 2178
func.func @fused(%arg0: tensor<8x512x512xbf16>, %arg1: tensor<8x512x2013xbf16>, %arg2: tensor<8x512x2013xbf16>) -> tensor<8x512x2013xbf16> {
  %0 = tensor.empty() : tensor<8x512x2013xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<8x512x2013xbf16>) -> tensor<8x512x2013xbf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<8x512x512xbf16>, tensor<8x512x2013xbf16>) outs(%1 : tensor<8x512x2013xbf16>) -> tensor<8x512x2013xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<8x512x2013xbf16>) outs(%arg2 : tensor<8x512x2013xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.500000e+00 : bf16
    %4 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %4 : bf16
  } -> tensor<8x512x2013xbf16>
  return %3 : tensor<8x512x2013xbf16>
}

// fused-10895c03fb75: fused (bmm-bmm+bias), bf16; cuda-agent synth --seed 2026, candidate 3746
func.func @fused(%arg0: tensor<16x128x512xbf16>, %arg1: tensor<16x512x1922xbf16>, %arg2: tensor<1922xbf16>, %arg3: tensor<16x128x1922xbf16>) -> tensor<16x128x1922xbf16> {
  %0 = tensor.empty() : tensor<16x128x1922xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<16x128x1922xbf16>) -> tensor<16x128x1922xbf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<16x128x512xbf16>, tensor<16x512x1922xbf16>) outs(%1 : tensor<16x128x1922xbf16>) -> tensor<16x128x1922xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<16x128x1922xbf16>, tensor<1922xbf16>) outs(%arg3 : tensor<16x128x1922xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %4 = arith.addf %in, %in_0 : bf16
    linalg.yield %4 : bf16
  } -> tensor<16x128x1922xbf16>
  return %3 : tensor<16x128x1922xbf16>
}

// fused-9f898be7f6a3: fused (bmm-bmm+sigmoid), bf16; cuda-agent synth --seed 2026, candidate 5996
func.func @fused(%arg0: tensor<32x1536x512xbf16>, %arg1: tensor<32x512x802xbf16>, %arg2: tensor<32x1536x802xbf16>) -> tensor<32x1536x802xbf16> {
  %0 = tensor.empty() : tensor<32x1536x802xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<32x1536x802xbf16>) -> tensor<32x1536x802xbf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<32x1536x512xbf16>, tensor<32x512x802xbf16>) outs(%1 : tensor<32x1536x802xbf16>) -> tensor<32x1536x802xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<32x1536x802xbf16>) outs(%arg2 : tensor<32x1536x802xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %4 = arith.negf %in : bf16
    %5 = math.exp %4 : bf16
    %cst_0 = arith.constant 1.000000e+00 : bf16
    %6 = arith.addf %cst_0, %5 : bf16
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %7 = arith.divf %cst_1, %6 : bf16
    linalg.yield %7 : bf16
  } -> tensor<32x1536x802xbf16>
  return %3 : tensor<32x1536x802xbf16>
}

// fused-1ef5737e01b7: fused (bmm-bmm+scale+scale), bf16; cuda-agent synth --seed 2026, candidate 1166
func.func @fused(%arg0: tensor<8x1536x512xbf16>, %arg1: tensor<8x512x64xbf16>, %arg2: tensor<8x1536x64xbf16>) -> tensor<8x1536x64xbf16> {
  %0 = tensor.empty() : tensor<8x1536x64xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<8x1536x64xbf16>) -> tensor<8x1536x64xbf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<8x1536x512xbf16>, tensor<8x512x64xbf16>) outs(%1 : tensor<8x1536x64xbf16>) -> tensor<8x1536x64xbf16>
  %3 = tensor.empty() : tensor<8x1536x64xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<8x1536x64xbf16>) outs(%3 : tensor<8x1536x64xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.125000e+00 : bf16
    %6 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<8x1536x64xbf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<8x1536x64xbf16>) outs(%arg2 : tensor<8x1536x64xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 5.000000e-01 : bf16
    %6 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<8x1536x64xbf16>
  return %5 : tensor<8x1536x64xbf16>
}

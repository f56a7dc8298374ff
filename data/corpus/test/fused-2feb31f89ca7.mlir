// fused-2feb31f89ca7: fused (bmm-bmm+scale+bias+scale), bf16; cuda-agent synth --seed 2026, candidate 2499
func.func @fused(%arg0: tensor<32x2048x512xbf16>, %arg1: tensor<32x512x64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<32x2048x64xbf16>) -> tensor<32x2048x64xbf16> {
  %0 = tensor.empty() : tensor<32x2048x64xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<32x2048x64xbf16>) -> tensor<32x2048x64xbf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<32x2048x512xbf16>, tensor<32x512x64xbf16>) outs(%1 : tensor<32x2048x64xbf16>) -> tensor<32x2048x64xbf16>
  %3 = tensor.empty() : tensor<32x2048x64xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<32x2048x64xbf16>) outs(%3 : tensor<32x2048x64xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.125000e+00 : bf16
    %8 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<32x2048x64xbf16>
  %5 = tensor.empty() : tensor<32x2048x64xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %arg2 : tensor<32x2048x64xbf16>, tensor<64xbf16>) outs(%5 : tensor<32x2048x64xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<32x2048x64xbf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<32x2048x64xbf16>) outs(%arg3 : tensor<32x2048x64xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.625000e+00 : bf16
    %8 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<32x2048x64xbf16>
  return %7 : tensor<32x2048x64xbf16>
}

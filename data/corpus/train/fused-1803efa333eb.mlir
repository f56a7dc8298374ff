// fused-1803efa333eb: fused (bmm-bmm+bias+residual+scale), bf16; cuda-agent synth --seed 2026, candidate 3674
func.func @fused(%arg0: tensor<16x1470x128xbf16>, %arg1: tensor<16x128x128xbf16>, %arg2: tensor<128xbf16>, %arg3: tensor<16x1470x128xbf16>, %arg4: tensor<16x1470x128xbf16>) -> tensor<16x1470x128xbf16> {
  %0 = tensor.empty() : tensor<16x1470x128xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<16x1470x128xbf16>) -> tensor<16x1470x128xbf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<16x1470x128xbf16>, tensor<16x128x128xbf16>) outs(%1 : tensor<16x1470x128xbf16>) -> tensor<16x1470x128xbf16>
  %3 = tensor.empty() : tensor<16x1470x128xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<16x1470x128xbf16>, tensor<128xbf16>) outs(%3 : tensor<16x1470x128xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<16x1470x128xbf16>
  %5 = tensor.empty() : tensor<16x1470x128xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %arg3 : tensor<16x1470x128xbf16>, tensor<16x1470x128xbf16>) outs(%5 : tensor<16x1470x128xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<16x1470x128xbf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<16x1470x128xbf16>) outs(%arg4 : tensor<16x1470x128xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.000000e+00 : bf16
    %8 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<16x1470x128xbf16>
  return %7 : tensor<16x1470x128xbf16>
}

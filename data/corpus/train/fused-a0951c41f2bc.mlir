// fused-a0951c41f2bc: fused (bmm-bmm+residual+tanh+scale+leaky_relu), bf16; cuda-agent synth --seed 2026, candidate 2883
func.func @fused(%arg0: tensor<32x2048x512xbf16>, %arg1: tensor<32x512x128xbf16>, %arg2: tensor<32x2048x128xbf16>, %arg3: tensor<32x2048x128xbf16>) -> tensor<32x2048x128xbf16> {
  %0 = tensor.empty() : tensor<32x2048x128xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<32x2048x128xbf16>) -> tensor<32x2048x128xbf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<32x2048x512xbf16>, tensor<32x512x128xbf16>) outs(%1 : tensor<32x2048x128xbf16>) -> tensor<32x2048x128xbf16>
  %3 = tensor.empty() : tensor<32x2048x128xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<32x2048x128xbf16>, tensor<32x2048x128xbf16>) outs(%3 : tensor<32x2048x128xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<32x2048x128xbf16>
  %5 = tensor.empty() : tensor<32x2048x128xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<32x2048x128xbf16>) outs(%5 : tensor<32x2048x128xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %10 = math.tanh %in : bf16
    linalg.yield %10 : bf16
  } -> tensor<32x2048x128xbf16>
  %7 = tensor.empty() : tensor<32x2048x128xbf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<32x2048x128xbf16>) outs(%7 : tensor<32x2048x128xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.625000e+00 : bf16
    %10 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<32x2048x128xbf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<32x2048x128xbf16>) outs(%arg3 : tensor<32x2048x128xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.000980e-02 : bf16
    %10 = arith.mulf %cst_0, %in : bf16
    %cst_1 = arith.constant 0.000000e+00 : bf16
    %11 = arith.cmpf ogt, %in, %cst_1 : bf16
    %12 = arith.select %11, %in, %10 : bf16
    linalg.yield %12 : bf16
  } -> tensor<32x2048x128xbf16>
  return %9 : tensor<32x2048x128xbf16>
}

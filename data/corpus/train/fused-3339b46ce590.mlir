// fused-3339b46ce590: fused (bmm-bmm+scale+leaky_relu), f16; cuda-agent synth --seed 2026, candidate 5456
func.func @fused(%arg0: tensor<2x512x256xf16>, %arg1: tensor<2x256x1514xf16>, %arg2: tensor<2x512x1514xf16>) -> tensor<2x512x1514xf16> {
  %0 = tensor.empty() : tensor<2x512x1514xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<2x512x1514xf16>) -> tensor<2x512x1514xf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x512x256xf16>, tensor<2x256x1514xf16>) outs(%1 : tensor<2x512x1514xf16>) -> tensor<2x512x1514xf16>
  %3 = tensor.empty() : tensor<2x512x1514xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<2x512x1514xf16>) outs(%3 : tensor<2x512x1514xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 2.000000e+00 : f16
    %6 = arith.mulf %in, %cst_0 : f16
    linalg.yield %6 : f16
  } -> tensor<2x512x1514xf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x512x1514xf16>) outs(%arg2 : tensor<2x512x1514xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 1.000210e-02 : f16
    %6 = arith.mulf %cst_0, %in : f16
    %cst_1 = arith.constant 0.000000e+00 : f16
    %7 = arith.cmpf ogt, %in, %cst_1 : f16
    %8 = arith.select %7, %in, %6 : f16
    linalg.yield %8 : f16
  } -> tensor<2x512x1514xf16>
  return %5 : tensor<2x512x1514xf16>
}

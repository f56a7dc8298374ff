// fused-61697330e27d: fused (bmm-bmm+residual+bias), f16; cuda-agent synth --seed 2026, candidate 4728
func.func @fused(%arg0: tensor<64x384x512xf16>, %arg1: tensor<64x512x2048xf16>, %arg2: tensor<64x384x2048xf16>, %arg3: tensor<2048xf16>, %arg4: tensor<64x384x2048xf16>) -> tensor<64x384x2048xf16> {
  %0 = tensor.empty() : tensor<64x384x2048xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<64x384x2048xf16>) -> tensor<64x384x2048xf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<64x384x512xf16>, tensor<64x512x2048xf16>) outs(%1 : tensor<64x384x2048xf16>) -> tensor<64x384x2048xf16>
  %3 = tensor.empty() : tensor<64x384x2048xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<64x384x2048xf16>, tensor<64x384x2048xf16>) outs(%3 : tensor<64x384x2048xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %6 = arith.addf %in, %in_0 : f16
    linalg.yield %6 : f16
  } -> tensor<64x384x2048xf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %arg3 : tensor<64x384x2048xf16>, tensor<2048xf16>) outs(%arg4 : tensor<64x384x2048xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %6 = arith.addf %in, %in_0 : f16
    linalg.yield %6 : f16
  } -> tensor<64x384x2048xf16>
  return %5 : tensor<64x384x2048xf16>
}

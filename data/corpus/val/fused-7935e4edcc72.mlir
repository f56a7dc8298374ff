// fused-7935e4edcc72: fused (bmm-bmm+bias), f16; cuda-agent synth --seed 2026, candidate 810
func.func @fused(%arg0: tensor<64x1690x768xf16>, %arg1: tensor<64x768x1024xf16>, %arg2: tensor<1024xf16>, %arg3: tensor<64x1690x1024xf16>) -> tensor<64x1690x1024xf16> {
  %0 = tensor.empty() : tensor<64x1690x1024xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<64x1690x1024xf16>) -> tensor<64x1690x1024xf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<64x1690x768xf16>, tensor<64x768x1024xf16>) outs(%1 : tensor<64x1690x1024xf16>) -> tensor<64x1690x1024xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<64x1690x1024xf16>, tensor<1024xf16>) outs(%arg3 : tensor<64x1690x1024xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %4 = arith.addf %in, %in_0 : f16
    linalg.yield %4 : f16
  } -> tensor<64x1690x1024xf16>
  return %3 : tensor<64x1690x1024xf16>
}

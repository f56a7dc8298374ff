// fused-c80c5aeb470c: fused (bmm-bmm+residual+scale), f16; cuda-agent synth --seed 2026, candidate 4084
func.func @fused(%arg0: tensor<32x1992x64xf16>, %arg1: tensor<32x64x1024xf16>, %arg2: tensor<32x1992x1024xf16>, %arg3: tensor<32x1992x1024xf16>) -> tensor<32x1992x1024xf16> {
  %0 = tensor.empty() : tensor<32x1992x1024xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<32x1992x1024xf16>) -> tensor<32x1992x1024xf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<32x1992x64xf16>, tensor<32x64x1024xf16>) outs(%1 : tensor<32x1992x1024xf16>) -> tensor<32x1992x1024xf16>
  %3 = tensor.empty() : tensor<32x1992x1024xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<32x1992x1024xf16>, tensor<32x1992x1024xf16>) outs(%3 : tensor<32x1992x1024xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %6 = arith.addf %in, %in_0 : f16
    linalg.yield %6 : f16
  } -> tensor<32x1992x1024xf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<32x1992x1024xf16>) outs(%arg3 : tensor<32x1992x1024xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 2.000000e+00 : f16
    %6 = arith.mulf %in, %cst_0 : f16
    linalg.yield %6 : f16
  } -> tensor<32x1992x1024xf16>
  return %5 : tensor<32x1992x1024xf16>
}

// fused-e843a54fc445: fused (bmm-bmm+scale+relu+relu), f16; cuda-agent synth --seed 2026, candidate 3580
func.func @fused(%arg0: tensor<32x128x1024xf16>, %arg1: tensor<32x1024x577xf16>, %arg2: tensor<32x128x577xf16>) -> tensor<32x128x577xf16> {
  %0 = tensor.empty() : tensor<32x128x577xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<32x128x577xf16>) -> tensor<32x128x577xf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<32x128x1024xf16>, tensor<32x1024x577xf16>) outs(%1 : tensor<32x128x577xf16>) -> tensor<32x128x577xf16>
  %3 = tensor.empty() : tensor<32x128x577xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<32x128x577xf16>) outs(%3 : tensor<32x128x577xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 1.500000e+00 : f16
    %8 = arith.mulf %in, %cst_0 : f16
    linalg.yield %8 : f16
  } -> tensor<32x128x577xf16>
  %5 = tensor.empty() : tensor<32x128x577xf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<32x128x577xf16>) outs(%5 : tensor<32x128x577xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 0.000000e+00 : f16
    %8 = arith.maximumf %in, %cst_0 : f16
    linalg.yield %8 : f16
  } -> tensor<32x128x577xf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<32x128x577xf16>) outs(%arg2 : tensor<32x128x577xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 0.000000e+00 : f16
    %8 = arith.maximumf %in, %cst_0 : f16
    linalg.yield %8 : f16
  } -> tensor<32x128x577xf16>
  return %7 : tensor<32x128x577xf16>
}

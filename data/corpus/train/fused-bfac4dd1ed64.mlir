// fused-bfac4dd1ed64: fused (bmm-bmm+bias+bias+bias+scale), f16; cuda-agent synth --seed 2026, candidate 3898
func.func @fused(%arg0: tensor<4x256x512xf16>, %arg1: tensor<4x512x942xf16>, %arg2: tensor<942xf16>, %arg3: tensor<942xf16>, %arg4: tensor<942xf16>, %arg5: tensor<4x256x942xf16>) -> tensor<4x256x942xf16> {
  %0 = tensor.empty() : tensor<4x256x942xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<4x256x942xf16>) -> tensor<4x256x942xf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<4x256x512xf16>, tensor<4x512x942xf16>) outs(%1 : tensor<4x256x942xf16>) -> tensor<4x256x942xf16>
  %3 = tensor.empty() : tensor<4x256x942xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<4x256x942xf16>, tensor<942xf16>) outs(%3 : tensor<4x256x942xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.addf %in, %in_0 : f16
    linalg.yield %10 : f16
  } -> tensor<4x256x942xf16>
  %5 = tensor.empty() : tensor<4x256x942xf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %arg3 : tensor<4x256x942xf16>, tensor<942xf16>) outs(%5 : tensor<4x256x942xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.addf %in, %in_0 : f16
    linalg.yield %10 : f16
  } -> tensor<4x256x942xf16>
  %7 = tensor.empty() : tensor<4x256x942xf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %arg4 : tensor<4x256x942xf16>, tensor<942xf16>) outs(%7 : tensor<4x256x942xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.addf %in, %in_0 : f16
    linalg.yield %10 : f16
  } -> tensor<4x256x942xf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<4x256x942xf16>) outs(%arg5 : tensor<4x256x942xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 1.250000e+00 : f16
    %10 = arith.mulf %in, %cst_0 : f16
    linalg.yield %10 : f16
  } -> tensor<4x256x942xf16>
  return %9 : tensor<4x256x942xf16>
}

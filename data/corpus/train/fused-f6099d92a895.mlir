// fused-f6099d92a895: fused (bmm-bmm+hardswish+scale), bf16; cuda-agent synth --seed 2026, candidate 6127
func.func @fused(%arg0: tensor<4x1024x512xbf16>, %arg1: tensor<4x512x196xbf16>, %arg2: tensor<4x1024x196xbf16>) -> tensor<4x1024x196xbf16> {
  %0 = tensor.empty() : tensor<4x1024x196xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<4x1024x196xbf16>) -> tensor<4x1024x196xbf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<4x1024x512xbf16>, tensor<4x512x196xbf16>) outs(%1 : tensor<4x1024x196xbf16>) -> tensor<4x1024x196xbf16>
  %3 = tensor.empty() : tensor<4x1024x196xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<4x1024x196xbf16>) outs(%3 : tensor<4x1024x196xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 6.000000e+00 : bf16
    %cst_1 = arith.constant 0.000000e+00 : bf16
    %cst_2 = arith.constant 3.000000e+00 : bf16
    %6 = arith.addf %in, %cst_2 : bf16
    %7 = arith.maximumf %6, %cst_1 : bf16
    %8 = arith.minimumf %7, %cst_0 : bf16
    %cst_3 = arith.constant 1.669920e-01 : bf16
    %9 = arith.mulf %8, %cst_3 : bf16
    %10 = arith.mulf %in, %9 : bf16
    linalg.yield %10 : bf16
  } -> tensor<4x1024x196xbf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<4x1024x196xbf16>) outs(%arg2 : tensor<4x1024x196xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.375000e+00 : bf16
    %6 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<4x1024x196xbf16>
  return %5 : tensor<4x1024x196xbf16>
}

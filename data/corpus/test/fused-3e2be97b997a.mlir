// fused-3e2be97b997a: fused (conv-pointwise+hardswish+residual), bf16; cuda-agent synth --seed 2026, candidate 4062
func.func @fused(%arg0: tensor<4x56x56x256xbf16>, %arg1: tensor<1x1x256x512xbf16>, %arg2: tensor<4x56x56x512xbf16>, %arg3: tensor<4x56x56x512xbf16>) -> tensor<4x56x56x512xbf16> {
  %0 = tensor.empty() : tensor<4x56x56x512xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<4x56x56x512xbf16>) -> tensor<4x56x56x512xbf16>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<4x56x56x256xbf16>, tensor<1x1x256x512xbf16>) outs(%1 : tensor<4x56x56x512xbf16>) -> tensor<4x56x56x512xbf16>
  %3 = tensor.empty() : tensor<4x56x56x512xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<4x56x56x512xbf16>) outs(%3 : tensor<4x56x56x512xbf16>) {
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
  } -> tensor<4x56x56x512xbf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg2 : tensor<4x56x56x512xbf16>, tensor<4x56x56x512xbf16>) outs(%arg3 : tensor<4x56x56x512xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %6 = arith.addf %in, %in_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<4x56x56x512xbf16>
  return %5 : tensor<4x56x56x512xbf16>
}

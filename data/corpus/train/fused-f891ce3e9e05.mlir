// fused-f891ce3e9e05: fused (conv-depthwise+hardswish+bias), f16; cuda-agent synth --seed 2026, candidate 1596
func.func @fused(%arg0: tensor<32x114x114x96xf16>, %arg1: tensor<3x3x96xf16>, %arg2: tensor<96xf16>, %arg3: tensor<32x112x112x96xf16>) -> tensor<32x112x112x96xf16> {
  %0 = tensor.empty() : tensor<32x112x112x96xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<32x112x112x96xf16>) -> tensor<32x112x112x96xf16>
  %2 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<32x114x114x96xf16>, tensor<3x3x96xf16>) outs(%1 : tensor<32x112x112x96xf16>) -> tensor<32x112x112x96xf16>
  %3 = tensor.empty() : tensor<32x112x112x96xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<32x112x112x96xf16>) outs(%3 : tensor<32x112x112x96xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 6.000000e+00 : f16
    %cst_1 = arith.constant 0.000000e+00 : f16
    %cst_2 = arith.constant 3.000000e+00 : f16
    %6 = arith.addf %in, %cst_2 : f16
    %7 = arith.maximumf %6, %cst_1 : f16
    %8 = arith.minimumf %7, %cst_0 : f16
    %cst_3 = arith.constant 1.666260e-01 : f16
    %9 = arith.mulf %8, %cst_3 : f16
    %10 = arith.mulf %in, %9 : f16
    linalg.yield %10 : f16
  } -> tensor<32x112x112x96xf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg2 : tensor<32x112x112x96xf16>, tensor<96xf16>) outs(%arg3 : tensor<32x112x112x96xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %6 = arith.addf %in, %in_0 : f16
    linalg.yield %6 : f16
  } -> tensor<32x112x112x96xf16>
  return %5 : tensor<32x112x112x96xf16>
}

// fused-f5077815757b: fused (conv-depthwise+gelu+bias+bias), bf16; cuda-agent synth --seed 2026, candidate 1054
func.func @fused(%arg0: tensor<16x114x114x512xbf16>, %arg1: tensor<3x3x512xbf16>, %arg2: tensor<512xbf16>, %arg3: tensor<512xbf16>, %arg4: tensor<16x112x112x512xbf16>) -> tensor<16x112x112x512xbf16> {
  %0 = tensor.empty() : tensor<16x112x112x512xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<16x112x112x512xbf16>) -> tensor<16x112x112x512xbf16>
  %2 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<16x114x114x512xbf16>, tensor<3x3x512xbf16>) outs(%1 : tensor<16x112x112x512xbf16>) -> tensor<16x112x112x512xbf16>
  %3 = tensor.empty() : tensor<16x112x112x512xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<16x112x112x512xbf16>) outs(%3 : tensor<16x112x112x512xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %8 = arith.mulf %in, %in : bf16
    %9 = arith.mulf %8, %in : bf16
    %cst_0 = arith.constant 4.467770e-02 : bf16
    %10 = arith.mulf %cst_0, %9 : bf16
    %11 = arith.addf %in, %10 : bf16
    %cst_1 = arith.constant 7.968750e-01 : bf16
    %12 = arith.mulf %cst_1, %11 : bf16
    %13 = math.tanh %12 : bf16
    %cst_2 = arith.constant 1.000000e+00 : bf16
    %14 = arith.addf %cst_2, %13 : bf16
    %cst_3 = arith.constant 5.000000e-01 : bf16
    %15 = arith.mulf %cst_3, %in : bf16
    %16 = arith.mulf %15, %14 : bf16
    linalg.yield %16 : bf16
  } -> tensor<16x112x112x512xbf16>
  %5 = tensor.empty() : tensor<16x112x112x512xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg2 : tensor<16x112x112x512xbf16>, tensor<512xbf16>) outs(%5 : tensor<16x112x112x512xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<16x112x112x512xbf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %arg3 : tensor<16x112x112x512xbf16>, tensor<512xbf16>) outs(%arg4 : tensor<16x112x112x512xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<16x112x112x512xbf16>
  return %7 : tensor<16x112x112x512xbf16>
}

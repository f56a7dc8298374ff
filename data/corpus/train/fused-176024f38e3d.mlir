// fused-176024f38e3d: fused (conv-depthwise+residual+residual+relu), bf16; cuda-agent synth --seed 2026, candidate 23
func.func @fused(%arg0: tensor<8x114x114x256xbf16>, %arg1: tensor<3x3x256xbf16>, %arg2: tensor<8x112x112x256xbf16>, %arg3: tensor<8x112x112x256xbf16>, %arg4: tensor<8x112x112x256xbf16>) -> tensor<8x112x112x256xbf16> {
  %0 = tensor.empty() : tensor<8x112x112x256xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<8x112x112x256xbf16>) -> tensor<8x112x112x256xbf16>
  %2 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<8x114x114x256xbf16>, tensor<3x3x256xbf16>) outs(%1 : tensor<8x112x112x256xbf16>) -> tensor<8x112x112x256xbf16>
  %3 = tensor.empty() : tensor<8x112x112x256xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<8x112x112x256xbf16>, tensor<8x112x112x256xbf16>) outs(%3 : tensor<8x112x112x256xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<8x112x112x256xbf16>
  %5 = tensor.empty() : tensor<8x112x112x256xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg3 : tensor<8x112x112x256xbf16>, tensor<8x112x112x256xbf16>) outs(%5 : tensor<8x112x112x256xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<8x112x112x256xbf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<8x112x112x256xbf16>) outs(%arg4 : tensor<8x112x112x256xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 0.000000e+00 : bf16
    %8 = arith.maximumf %in, %cst_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<8x112x112x256xbf16>
  return %7 : tensor<8x112x112x256xbf16>
}

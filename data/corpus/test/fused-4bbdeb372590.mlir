// fused-4bbdeb372590: fused (conv-depthwise+scale), bf16; cuda-agent synth --seed 2026, candidate 867
func.func @fused(%arg0: tensor<4x114x114x256xbf16>, %arg1: tensor<3x3x256xbf16>, %arg2: tensor<4x112x112x256xbf16>) -> tensor<4x112x112x256xbf16> {
  %0 = tensor.empty() : tensor<4x112x112x256xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<4x112x112x256xbf16>) -> tensor<4x112x112x256xbf16>
  %2 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<4x114x114x256xbf16>, tensor<3x3x256xbf16>) outs(%1 : tensor<4x112x112x256xbf16>) -> tensor<4x112x112x256xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<4x112x112x256xbf16>) outs(%arg2 : tensor<4x112x112x256xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 8.750000e-01 : bf16
    %4 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %4 : bf16
  } -> tensor<4x112x112x256xbf16>
  return %3 : tensor<4x112x112x256xbf16>
}

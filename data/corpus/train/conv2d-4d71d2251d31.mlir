// conv2d-4d71d2251d31: conv2d (padded), bf16; cuda-agent synth --seed 2026, candidate 2189
func.func @conv2d(%arg0: tensor<16x16x56x56xbf16>, %arg1: tensor<256x16x3x3xbf16>, %arg2: tensor<16x256x56x56xbf16>) -> tensor<16x256x56x56xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<16x256x56x56xbf16>) -> tensor<16x256x56x56xbf16>
  %cst_0 = arith.constant 0.000000e+00 : bf16
  %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
    tensor.yield %cst_0 : bf16
  } : tensor<16x16x56x56xbf16> to tensor<16x16x58x58xbf16>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<16x16x58x58xbf16>, tensor<256x16x3x3xbf16>) outs(%0 : tensor<16x256x56x56xbf16>) -> tensor<16x256x56x56xbf16>
  return %1 : tensor<16x256x56x56xbf16>
}

// conv2d-8f937ab51030: conv2d (padded), bf16; cuda-agent synth --seed 2026, candidate 2708
func.func @conv2d(%arg0: tensor<16x96x7x7xbf16>, %arg1: tensor<64x96x3x3xbf16>, %arg2: tensor<16x64x7x7xbf16>) -> tensor<16x64x7x7xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<16x64x7x7xbf16>) -> tensor<16x64x7x7xbf16>
  %cst_0 = arith.constant 0.000000e+00 : bf16
  %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
    tensor.yield %cst_0 : bf16
  } : tensor<16x96x7x7xbf16> to tensor<16x96x9x9xbf16>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<16x96x9x9xbf16>, tensor<64x96x3x3xbf16>) outs(%0 : tensor<16x64x7x7xbf16>) -> tensor<16x64x7x7xbf16>
  return %1 : tensor<16x64x7x7xbf16>
}

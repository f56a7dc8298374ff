// conv2d-7676bccd08c2: conv2d (nchw), bf16; cuda-agent synth --seed 2026, candidate 1683
func.func @conv2d(%arg0: tensor<2x64x58x58xbf16>, %arg1: tensor<16x64x3x3xbf16>, %arg2: tensor<2x16x56x56xbf16>) -> tensor<2x16x56x56xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<2x16x56x56xbf16>) -> tensor<2x16x56x56xbf16>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x64x58x58xbf16>, tensor<16x64x3x3xbf16>) outs(%0 : tensor<2x16x56x56xbf16>) -> tensor<2x16x56x56xbf16>
  return %1 : tensor<2x16x56x56xbf16>
}

// fused-24d862b06226: fused (conv-padded+bias+scale), f16; cuda-agent synth --seed 2026, candidate 5539
func.func @fused(%arg0: tensor<32x128x56x56xf16>, %arg1: tensor<64x128x3x3xf16>, %arg2: tensor<56xf16>, %arg3: tensor<32x64x56x56xf16>) -> tensor<32x64x56x56xf16> {
  %0 = tensor.empty() : tensor<32x64x56x56xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<32x64x56x56xf16>) -> tensor<32x64x56x56xf16>
  %cst_0 = arith.constant 0.000000e+00 : f16
  %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%arg4: index, %arg5: index, %arg6: index, %arg7: index):
    tensor.yield %cst_0 : f16
  } : tensor<32x128x56x56xf16> to tensor<32x128x58x58xf16>
  %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<32x128x58x58xf16>, tensor<64x128x3x3xf16>) outs(%1 : tensor<32x64x56x56xf16>) -> tensor<32x64x56x56xf16>
  %3 = tensor.empty() : tensor<32x64x56x56xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<32x64x56x56xf16>, tensor<56xf16>) outs(%3 : tensor<32x64x56x56xf16>) {
  ^bb0(%in: f16, %in_1: f16, %out: f16):
    %6 = arith.addf %in, %in_1 : f16
    linalg.yield %6 : f16
  } -> tensor<32x64x56x56xf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<32x64x56x56xf16>) outs(%arg3 : tensor<32x64x56x56xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_1 = arith.constant 1.750000e+00 : f16
    %6 = arith.mulf %in, %cst_1 : f16
    linalg.yield %6 : f16
  } -> tensor<32x64x56x56xf16>
  return %5 : tensor<32x64x56x56xf16>
}

// fused-03334ad3f25a: fused (conv-pointwise+scale+leaky_relu), f16; cuda-agent synth --seed 2026, candidate 562
func.func @fused(%arg0: tensor<8x7x7x256xf16>, %arg1: tensor<1x1x256x64xf16>, %arg2: tensor<8x7x7x64xf16>) -> tensor<8x7x7x64xf16> {
  %0 = tensor.empty() : tensor<8x7x7x64xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<8x7x7x64xf16>) -> tensor<8x7x7x64xf16>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<8x7x7x256xf16>, tensor<1x1x256x64xf16>) outs(%1 : tensor<8x7x7x64xf16>) -> tensor<8x7x7x64xf16>
  %3 = tensor.empty() : tensor<8x7x7x64xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<8x7x7x64xf16>) outs(%3 : tensor<8x7x7x64xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 1.875000e+00 : f16
    %6 = arith.mulf %in, %cst_0 : f16
    linalg.yield %6 : f16
  } -> tensor<8x7x7x64xf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<8x7x7x64xf16>) outs(%arg2 : tensor<8x7x7x64xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 1.000210e-02 : f16
    %6 = arith.mulf %cst_0, %in : f16
    %cst_1 = arith.constant 0.000000e+00 : f16
    %7 = arith.cmpf ogt, %in, %cst_1 : f16
    %8 = arith.select %7, %in, %6 : f16
    linalg.yield %8 : f16
  } -> tensor<8x7x7x64xf16>
  return %5 : tensor<8x7x7x64xf16>
}

// fused-d87e2b682a07: fused (conv-depthwise+bias+leaky_relu+residual+scale), f16; cuda-agent synth --seed 2026, candidate 2409
func.func @fused(%arg0: tensor<4x60x60x128xf16>, %arg1: tensor<5x5x128xf16>, %arg2: tensor<128xf16>, %arg3: tensor<4x56x56x128xf16>, %arg4: tensor<4x56x56x128xf16>) -> tensor<4x56x56x128xf16> {
  %0 = tensor.empty() : tensor<4x56x56x128xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<4x56x56x128xf16>) -> tensor<4x56x56x128xf16>
  %2 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<4x60x60x128xf16>, tensor<5x5x128xf16>) outs(%1 : tensor<4x56x56x128xf16>) -> tensor<4x56x56x128xf16>
  %3 = tensor.empty() : tensor<4x56x56x128xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<4x56x56x128xf16>, tensor<128xf16>) outs(%3 : tensor<4x56x56x128xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.addf %in, %in_0 : f16
    linalg.yield %10 : f16
  } -> tensor<4x56x56x128xf16>
  %5 = tensor.empty() : tensor<4x56x56x128xf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<4x56x56x128xf16>) outs(%5 : tensor<4x56x56x128xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 1.000210e-02 : f16
    %10 = arith.mulf %cst_0, %in : f16
    %cst_1 = arith.constant 0.000000e+00 : f16
    %11 = arith.cmpf ogt, %in, %cst_1 : f16
    %12 = arith.select %11, %in, %10 : f16
    linalg.yield %12 : f16
  } -> tensor<4x56x56x128xf16>
  %7 = tensor.empty() : tensor<4x56x56x128xf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %arg3 : tensor<4x56x56x128xf16>, tensor<4x56x56x128xf16>) outs(%7 : tensor<4x56x56x128xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.addf %in, %in_0 : f16
    linalg.yield %10 : f16
  } -> tensor<4x56x56x128xf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<4x56x56x128xf16>) outs(%arg4 : tensor<4x56x56x128xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 1.750000e+00 : f16
    %10 = arith.mulf %in, %cst_0 : f16
    linalg.yield %10 : f16
  } -> tensor<4x56x56x128xf16>
  return %9 : tensor<4x56x56x128xf16>
}

// fused-2e29558422fe: fused (conv-nchw+bias+silu), f16; cuda-agent synth --seed 2026, candidate 3963
func.func @fused(%arg0: tensor<8x96x30x30xf16>, %arg1: tensor<256x96x3x3xf16>, %arg2: tensor<28xf16>, %arg3: tensor<8x256x28x28xf16>) -> tensor<8x256x28x28xf16> {
  %0 = tensor.empty() : tensor<8x256x28x28xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<8x256x28x28xf16>) -> tensor<8x256x28x28xf16>
  %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<8x96x30x30xf16>, tensor<256x96x3x3xf16>) outs(%1 : tensor<8x256x28x28xf16>) -> tensor<8x256x28x28xf16>
  %3 = tensor.empty() : tensor<8x256x28x28xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<8x256x28x28xf16>, tensor<28xf16>) outs(%3 : tensor<8x256x28x28xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %6 = arith.addf %in, %in_0 : f16
    linalg.yield %6 : f16
  } -> tensor<8x256x28x28xf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<8x256x28x28xf16>) outs(%arg3 : tensor<8x256x28x28xf16>) {
  ^bb0(%in: f16, %out: f16):
    %6 = arith.negf %in : f16
    %7 = math.exp %6 : f16
    %cst_0 = arith.constant 1.000000e+00 : f16
    %8 = arith.addf %cst_0, %7 : f16
    %9 = arith.divf %in, %8 : f16
    linalg.yield %9 : f16
  } -> tensor<8x256x28x28xf16>
  return %5 : tensor<8x256x28x28xf16>
}

// fused-8fbbd3247adb: fused (conv-nhwc+gelu+residual+bias), f16; cuda-agent synth --seed 2026, candidate 513
func.func @fused(%arg0: tensor<4x114x114x256xf16>, %arg1: tensor<3x3x256x32xf16>, %arg2: tensor<4x112x112x32xf16>, %arg3: tensor<32xf16>, %arg4: tensor<4x112x112x32xf16>) -> tensor<4x112x112x32xf16> {
  %0 = tensor.empty() : tensor<4x112x112x32xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<4x112x112x32xf16>) -> tensor<4x112x112x32xf16>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<4x114x114x256xf16>, tensor<3x3x256x32xf16>) outs(%1 : tensor<4x112x112x32xf16>) -> tensor<4x112x112x32xf16>
  %3 = tensor.empty() : tensor<4x112x112x32xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<4x112x112x32xf16>) outs(%3 : tensor<4x112x112x32xf16>) {
  ^bb0(%in: f16, %out: f16):
    %8 = arith.mulf %in, %in : f16
    %9 = arith.mulf %8, %in : f16
    %cst_0 = arith.constant 4.470830e-02 : f16
    %10 = arith.mulf %cst_0, %9 : f16
    %11 = arith.addf %in, %10 : f16
    %cst_1 = arith.constant 7.978520e-01 : f16
    %12 = arith.mulf %cst_1, %11 : f16
    %13 = math.tanh %12 : f16
    %cst_2 = arith.constant 1.000000e+00 : f16
    %14 = arith.addf %cst_2, %13 : f16
    %cst_3 = arith.constant 5.000000e-01 : f16
    %15 = arith.mulf %cst_3, %in : f16
    %16 = arith.mulf %15, %14 : f16
    linalg.yield %16 : f16
  } -> tensor<4x112x112x32xf16>
  %5 = tensor.empty() : tensor<4x112x112x32xf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg2 : tensor<4x112x112x32xf16>, tensor<4x112x112x32xf16>) outs(%5 : tensor<4x112x112x32xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %8 = arith.addf %in, %in_0 : f16
    linalg.yield %8 : f16
  } -> tensor<4x112x112x32xf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %arg3 : tensor<4x112x112x32xf16>, tensor<32xf16>) outs(%arg4 : tensor<4x112x112x32xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %8 = arith.addf %in, %in_0 : f16
    linalg.yield %8 : f16
  } -> tensor<4x112x112x32xf16>
  return %7 : tensor<4x112x112x32xf16>
}

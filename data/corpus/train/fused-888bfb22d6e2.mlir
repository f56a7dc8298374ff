// fused-888bfb22d6e2: fused (conv-nhwc+hardswish+leaky_relu+sigmoid+hardswish), bf16; cuda-agent synth --seed 2026, candidate 4821
func.func @fused(%arg0: tensor<8x30x30x256xbf16>, %arg1: tensor<3x3x256x512xbf16>, %arg2: tensor<8x28x28x512xbf16>) -> tensor<8x28x28x512xbf16> {
  %0 = tensor.empty() : tensor<8x28x28x512xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<8x28x28x512xbf16>) -> tensor<8x28x28x512xbf16>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<8x30x30x256xbf16>, tensor<3x3x256x512xbf16>) outs(%1 : tensor<8x28x28x512xbf16>) -> tensor<8x28x28x512xbf16>
  %3 = tensor.empty() : tensor<8x28x28x512xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<8x28x28x512xbf16>) outs(%3 : tensor<8x28x28x512xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 6.000000e+00 : bf16
    %cst_1 = arith.constant 0.000000e+00 : bf16
    %cst_2 = arith.constant 3.000000e+00 : bf16
    %10 = arith.addf %in, %cst_2 : bf16
    %11 = arith.maximumf %10, %cst_1 : bf16
    %12 = arith.minimumf %11, %cst_0 : bf16
    %cst_3 = arith.constant 1.669920e-01 : bf16
    %13 = arith.mulf %12, %cst_3 : bf16
    %14 = arith.mulf %in, %13 : bf16
    linalg.yield %14 : bf16
  } -> tensor<8x28x28x512xbf16>
  %5 = tensor.empty() : tensor<8x28x28x512xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<8x28x28x512xbf16>) outs(%5 : tensor<8x28x28x512xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.000980e-02 : bf16
    %10 = arith.mulf %cst_0, %in : bf16
    %cst_1 = arith.constant 0.000000e+00 : bf16
    %11 = arith.cmpf ogt, %in, %cst_1 : bf16
    %12 = arith.select %11, %in, %10 : bf16
    linalg.yield %12 : bf16
  } -> tensor<8x28x28x512xbf16>
  %7 = tensor.empty() : tensor<8x28x28x512xbf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<8x28x28x512xbf16>) outs(%7 : tensor<8x28x28x512xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %10 = arith.negf %in : bf16
    %11 = math.exp %10 : bf16
    %cst_0 = arith.constant 1.000000e+00 : bf16
    %12 = arith.addf %cst_0, %11 : bf16
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %13 = arith.divf %cst_1, %12 : bf16
    linalg.yield %13 : bf16
  } -> tensor<8x28x28x512xbf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<8x28x28x512xbf16>) outs(%arg2 : tensor<8x28x28x512xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 6.000000e+00 : bf16
    %cst_1 = arith.constant 0.000000e+00 : bf16
    %cst_2 = arith.constant 3.000000e+00 : bf16
    %10 = arith.addf %in, %cst_2 : bf16
    %11 = arith.maximumf %10, %cst_1 : bf16
    %12 = arith.minimumf %11, %cst_0 : bf16
    %cst_3 = arith.constant 1.669920e-01 : bf16
    %13 = arith.mulf %12, %cst_3 : bf16
    %14 = arith.mulf %in, %13 : bf16
    linalg.yield %14 : bf16
  } -> tensor<8x28x28x512xbf16>
  return %9 : tensor<8x28x28x512xbf16>
}

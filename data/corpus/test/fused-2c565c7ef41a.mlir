// fused-2c565c7ef41a: fused (conv-nhwc+residual+bias+residual+scale), bf16; cuda-agent synth --seed 2026, candidate 3936
func.func @fused(%arg0: tensor<8x30x30x64xbf16>, %arg1: tensor<3x3x64x16xbf16>, %arg2: tensor<8x28x28x16xbf16>, %arg3: tensor<16xbf16>, %arg4: tensor<8x28x28x16xbf16>, %arg5: tensor<8x28x28x16xbf16>) -> tensor<8x28x28x16xbf16> {
  %0 = tensor.empty() : tensor<8x28x28x16xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<8x28x28x16xbf16>) -> tensor<8x28x28x16xbf16>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<8x30x30x64xbf16>, tensor<3x3x64x16xbf16>) outs(%1 : tensor<8x28x28x16xbf16>) -> tensor<8x28x28x16xbf16>
  %3 = tensor.empty() : tensor<8x28x28x16xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<8x28x28x16xbf16>, tensor<8x28x28x16xbf16>) outs(%3 : tensor<8x28x28x16xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<8x28x28x16xbf16>
  %5 = tensor.empty() : tensor<8x28x28x16xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg3 : tensor<8x28x28x16xbf16>, tensor<16xbf16>) outs(%5 : tensor<8x28x28x16xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<8x28x28x16xbf16>
  %7 = tensor.empty() : tensor<8x28x28x16xbf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %arg4 : tensor<8x28x28x16xbf16>, tensor<8x28x28x16xbf16>) outs(%7 : tensor<8x28x28x16xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<8x28x28x16xbf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<8x28x28x16xbf16>) outs(%arg5 : tensor<8x28x28x16xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.000000e+00 : bf16
    %10 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<8x28x28x16xbf16>
  return %9 : tensor<8x28x28x16xbf16>
}

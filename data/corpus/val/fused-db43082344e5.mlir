// fused-db43082344e5: fused (conv-padded+residual+bias+residual+bias), f16; cuda-agent synth --seed 2026, candidate 5084
func.func @fused(%arg0: tensor<4x96x7x7xf16>, %arg1: tensor<256x96x3x3xf16>, %arg2: tensor<4x256x7x7xf16>, %arg3: tensor<7xf16>, %arg4: tensor<4x256x7x7xf16>, %arg5: tensor<7xf16>, %arg6: tensor<4x256x7x7xf16>) -> tensor<4x256x7x7xf16> {
  %0 = tensor.empty() : tensor<4x256x7x7xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<4x256x7x7xf16>) -> tensor<4x256x7x7xf16>
  %cst_0 = arith.constant 0.000000e+00 : f16
  %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%arg7: index, %arg8: index, %arg9: index, %arg10: index):
    tensor.yield %cst_0 : f16
  } : tensor<4x96x7x7xf16> to tensor<4x96x9x9xf16>
  %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<4x96x9x9xf16>, tensor<256x96x3x3xf16>) outs(%1 : tensor<4x256x7x7xf16>) -> tensor<4x256x7x7xf16>
  %3 = tensor.empty() : tensor<4x256x7x7xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<4x256x7x7xf16>, tensor<4x256x7x7xf16>) outs(%3 : tensor<4x256x7x7xf16>) {
  ^bb0(%in: f16, %in_1: f16, %out: f16):
    %10 = arith.addf %in, %in_1 : f16
    linalg.yield %10 : f16
  } -> tensor<4x256x7x7xf16>
  %5 = tensor.empty() : tensor<4x256x7x7xf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg3 : tensor<4x256x7x7xf16>, tensor<7xf16>) outs(%5 : tensor<4x256x7x7xf16>) {
  ^bb0(%in: f16, %in_1: f16, %out: f16):
    %10 = arith.addf %in, %in_1 : f16
    linalg.yield %10 : f16
  } -> tensor<4x256x7x7xf16>
  %7 = tensor.empty() : tensor<4x256x7x7xf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %arg4 : tensor<4x256x7x7xf16>, tensor<4x256x7x7xf16>) outs(%7 : tensor<4x256x7x7xf16>) {
  ^bb0(%in: f16, %in_1: f16, %out: f16):
    %10 = arith.addf %in, %in_1 : f16
    linalg.yield %10 : f16
  } -> tensor<4x256x7x7xf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %arg5 : tensor<4x256x7x7xf16>, tensor<7xf16>) outs(%arg6 : tensor<4x256x7x7xf16>) {
  ^bb0(%in: f16, %in_1: f16, %out: f16):
    %10 = arith.addf %in, %in_1 : f16
    linalg.yield %10 : f16
  } -> tensor<4x256x7x7xf16>
  return %9 : tensor<4x256x7x7xf16>
}

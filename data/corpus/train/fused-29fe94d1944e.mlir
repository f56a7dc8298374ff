// fused-29fe94d1944e: fused (conv-padded+scale+residual+bias+tanh), bf16; cuda-agent synth --seed 2026, candidate 1165
func.func @fused(%arg0: tensor<8x512x112x112xbf16>, %arg1: tensor<16x512x3x3xbf16>, %arg2: tensor<8x16x112x112xbf16>, %arg3: tensor<112xbf16>, %arg4: tensor<8x16x112x112xbf16>) -> tensor<8x16x112x112xbf16> {
  %0 = tensor.empty() : tensor<8x16x112x112xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<8x16x112x112xbf16>) -> tensor<8x16x112x112xbf16>
  %cst_0 = arith.constant 0.000000e+00 : bf16
  %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%arg5: index, %arg6: index, %arg7: index, %arg8: index):
    tensor.yield %cst_0 : bf16
  } : tensor<8x512x112x112xbf16> to tensor<8x512x114x114xbf16>
  %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<8x512x114x114xbf16>, tensor<16x512x3x3xbf16>) outs(%1 : tensor<8x16x112x112xbf16>) -> tensor<8x16x112x112xbf16>
  %3 = tensor.empty() : tensor<8x16x112x112xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<8x16x112x112xbf16>) outs(%3 : tensor<8x16x112x112xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_1 = arith.constant 1.375000e+00 : bf16
    %10 = arith.mulf %in, %cst_1 : bf16
    linalg.yield %10 : bf16
  } -> tensor<8x16x112x112xbf16>
  %5 = tensor.empty() : tensor<8x16x112x112xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg2 : tensor<8x16x112x112xbf16>, tensor<8x16x112x112xbf16>) outs(%5 : tensor<8x16x112x112xbf16>) {
  ^bb0(%in: bf16, %in_1: bf16, %out: bf16):
    %10 = arith.addf %in, %in_1 : bf16
    linalg.yield %10 : bf16
  } -> tensor<8x16x112x112xbf16>
  %7 = tensor.empty() : tensor<8x16x112x112xbf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %arg3 : tensor<8x16x112x112xbf16>, tensor<112xbf16>) outs(%7 : tensor<8x16x112x112xbf16>) {
  ^bb0(%in: bf16, %in_1: bf16, %out: bf16):
    %10 = arith.addf %in, %in_1 : bf16
    linalg.yield %10 : bf16
  } -> tensor<8x16x112x112xbf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<8x16x112x112xbf16>) outs(%arg4 : tensor<8x16x112x112xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %10 = math.tanh %in : bf16
    linalg.yield %10 : bf16
  } -> tensor<8x16x112x112xbf16>
  return %9 : tensor<8x16x112x112xbf16>
}

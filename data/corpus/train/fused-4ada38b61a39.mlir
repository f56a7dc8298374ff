// fused-4ada38b61a39: fused (conv-padded+residual+bias+silu), bf16; cuda-agent synth --seed 2026, candidate 5370
func.func @fused(%arg0: tensor<8x64x14x14xbf16>, %arg1: tensor<16x64x5x5xbf16>, %arg2: tensor<8x16x14x14xbf16>, %arg3: tensor<14xbf16>, %arg4: tensor<8x16x14x14xbf16>) -> tensor<8x16x14x14xbf16> {
  %0 = tensor.empty() : tensor<8x16x14x14xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<8x16x14x14xbf16>) -> tensor<8x16x14x14xbf16>
  %cst_0 = arith.constant 0.000000e+00 : bf16
  %padded = tensor.pad %arg0 low[0, 0, 2, 2] high[0, 0, 2, 2] {
  ^bb0(%arg5: index, %arg6: index, %arg7: index, %arg8: index):
    tensor.yield %cst_0 : bf16
  } : tensor<8x64x14x14xbf16> to tensor<8x64x18x18xbf16>
  %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<8x64x18x18xbf16>, tensor<16x64x5x5xbf16>) outs(%1 : tensor<8x16x14x14xbf16>) -> tensor<8x16x14x14xbf16>
  %3 = tensor.empty() : tensor<8x16x14x14xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<8x16x14x14xbf16>, tensor<8x16x14x14xbf16>) outs(%3 : tensor<8x16x14x14xbf16>) {
  ^bb0(%in: bf16, %in_1: bf16, %out: bf16):
    %8 = arith.addf %in, %in_1 : bf16
    linalg.yield %8 : bf16
  } -> tensor<8x16x14x14xbf16>
  %5 = tensor.empty() : tensor<8x16x14x14xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg3 : tensor<8x16x14x14xbf16>, tensor<14xbf16>) outs(%5 : tensor<8x16x14x14xbf16>) {
  ^bb0(%in: bf16, %in_1: bf16, %out: bf16):
    %8 = arith.addf %in, %in_1 : bf16
    linalg.yield %8 : bf16
  } -> tensor<8x16x14x14xbf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<8x16x14x14xbf16>) outs(%arg4 : tensor<8x16x14x14xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %8 = arith.negf %in : bf16
    %9 = math.exp %8 : bf16
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %10 = arith.addf %cst_1, %9 : bf16
    %11 = arith.divf %in, %10 : bf16
    linalg.yield %11 : bf16
  } -> tensor<8x16x14x14xbf16>
  return %7 : tensor<8x16x14x14xbf16>
}

// fused-ecbe686e166b: fused (conv-nchw+gelu+residual+bias+residual), bf16; cuda-agent synth --seed 2026, candidate 3676
func.func @fused(%arg0: tensor<16x96x16x16xbf16>, %arg1: tensor<64x96x3x3xbf16>, %arg2: tensor<16x64x14x14xbf16>, %arg3: tensor<14xbf16>, %arg4: tensor<16x64x14x14xbf16>, %arg5: tensor<16x64x14x14xbf16>) -> tensor<16x64x14x14xbf16> {
  %0 = tensor.empty() : tensor<16x64x14x14xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<16x64x14x14xbf16>) -> tensor<16x64x14x14xbf16>
  %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<16x96x16x16xbf16>, tensor<64x96x3x3xbf16>) outs(%1 : tensor<16x64x14x14xbf16>) -> tensor<16x64x14x14xbf16>
  %3 = tensor.empty() : tensor<16x64x14x14xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<16x64x14x14xbf16>) outs(%3 : tensor<16x64x14x14xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %10 = arith.mulf %in, %in : bf16
    %11 = arith.mulf %10, %in : bf16
    %cst_0 = arith.constant 4.467770e-02 : bf16
    %12 = arith.mulf %cst_0, %11 : bf16
    %13 = arith.addf %in, %12 : bf16
    %cst_1 = arith.constant 7.968750e-01 : bf16
    %14 = arith.mulf %cst_1, %13 : bf16
    %15 = math.tanh %14 : bf16
    %cst_2 = arith.constant 1.000000e+00 : bf16
    %16 = arith.addf %cst_2, %15 : bf16
    %cst_3 = arith.constant 5.000000e-01 : bf16
    %17 = arith.mulf %cst_3, %in : bf16
    %18 = arith.mulf %17, %16 : bf16
    linalg.yield %18 : bf16
  } -> tensor<16x64x14x14xbf16>
  %5 = tensor.empty() : tensor<16x64x14x14xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg2 : tensor<16x64x14x14xbf16>, tensor<16x64x14x14xbf16>) outs(%5 : tensor<16x64x14x14xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<16x64x14x14xbf16>
  %7 = tensor.empty() : tensor<16x64x14x14xbf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %arg3 : tensor<16x64x14x14xbf16>, tensor<14xbf16>) outs(%7 : tensor<16x64x14x14xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<16x64x14x14xbf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %arg4 : tensor<16x64x14x14xbf16>, tensor<16x64x14x14xbf16>) outs(%arg5 : tensor<16x64x14x14xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<16x64x14x14xbf16>
  return %9 : tensor<16x64x14x14xbf16>
}

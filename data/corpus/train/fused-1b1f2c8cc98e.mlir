// fused-1b1f2c8cc98e: fused (conv-padded+sigmoid+sigmoid+bias+bias), bf16; cuda-agent synth --seed 2026, candidate 3331
func.func @fused(%arg0: tensor<1x64x28x28xbf16>, %arg1: tensor<64x64x5x5xbf16>, %arg2: tensor<28xbf16>, %arg3: tensor<28xbf16>, %arg4: tensor<1x64x28x28xbf16>) -> tensor<1x64x28x28xbf16> {
  %0 = tensor.empty() : tensor<1x64x28x28xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<1x64x28x28xbf16>) -> tensor<1x64x28x28xbf16>
  %cst_0 = arith.constant 0.000000e+00 : bf16
  %padded = tensor.pad %arg0 low[0, 0, 2, 2] high[0, 0, 2, 2] {
  ^bb0(%arg5: index, %arg6: index, %arg7: index, %arg8: index):
    tensor.yield %cst_0 : bf16
  } : tensor<1x64x28x28xbf16> to tensor<1x64x32x32xbf16>
  %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<1x64x32x32xbf16>, tensor<64x64x5x5xbf16>) outs(%1 : tensor<1x64x28x28xbf16>) -> tensor<1x64x28x28xbf16>
  %3 = tensor.empty() : tensor<1x64x28x28xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<1x64x28x28xbf16>) outs(%3 : tensor<1x64x28x28xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %10 = arith.negf %in : bf16
    %11 = math.exp %10 : bf16
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %12 = arith.addf %cst_1, %11 : bf16
    %cst_2 = arith.constant 1.000000e+00 : bf16
    %13 = arith.divf %cst_2, %12 : bf16
    linalg.yield %13 : bf16
  } -> tensor<1x64x28x28xbf16>
  %5 = tensor.empty() : tensor<1x64x28x28xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<1x64x28x28xbf16>) outs(%5 : tensor<1x64x28x28xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %10 = arith.negf %in : bf16
    %11 = math.exp %10 : bf16
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %12 = arith.addf %cst_1, %11 : bf16
    %cst_2 = arith.constant 1.000000e+00 : bf16
    %13 = arith.divf %cst_2, %12 : bf16
    linalg.yield %13 : bf16
  } -> tensor<1x64x28x28xbf16>
  %7 = tensor.empty() : tensor<1x64x28x28xbf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %arg2 : tensor<1x64x28x28xbf16>, tensor<28xbf16>) outs(%7 : tensor<1x64x28x28xbf16>) {
  ^bb0(%in: bf16, %in_1: bf16, %out: bf16):
    %10 = arith.addf %in, %in_1 : bf16
    linalg.yield %10 : bf16
  } -> tensor<1x64x28x28xbf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %arg3 : tensor<1x64x28x28xbf16>, tensor<28xbf16>) outs(%arg4 : tensor<1x64x28x28xbf16>) {
  ^bb0(%in: bf16, %in_1: bf16, %out: bf16):
    %10 = arith.addf %in, %in_1 : bf16
    linalg.yield %10 : bf16
  } -> tensor<1x64x28x28xbf16>
  return %9 : tensor<1x64x28x28xbf16>
}

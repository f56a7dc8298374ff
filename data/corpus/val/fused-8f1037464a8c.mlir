// fused-8f1037464a8c: fused (conv-padded+residual+hardswish), f32; cuda-agent synth --seed 2026, candidate 4068
func.func @fused(%arg0: tensor<1x96x112x112xf32>, %arg1: tensor<64x96x5x5xf32>, %arg2: tensor<1x64x112x112xf32>, %arg3: tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32> {
  %0 = tensor.empty() : tensor<1x64x112x112xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32>
  %cst_0 = arith.constant 0.000000e+00 : f32
  %padded = tensor.pad %arg0 low[0, 0, 2, 2] high[0, 0, 2, 2] {
  ^bb0(%arg4: index, %arg5: index, %arg6: index, %arg7: index):
    tensor.yield %cst_0 : f32
  } : tensor<1x96x112x112xf32> to tensor<1x96x116x116xf32>
  %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<1x96x116x116xf32>, tensor<64x96x5x5xf32>) outs(%1 : tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32>
  %3 = tensor.empty() : tensor<1x64x112x112xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<1x64x112x112xf32>, tensor<1x64x112x112xf32>) outs(%3 : tensor<1x64x112x112xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %6 = arith.addf %in, %in_1 : f32
    linalg.yield %6 : f32
  } -> tensor<1x64x112x112xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<1x64x112x112xf32>) outs(%arg3 : tensor<1x64x112x112xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_1 = arith.constant 6.000000e+00 : f32
    %cst_2 = arith.constant 0.000000e+00 : f32
    %cst_3 = arith.constant 3.000000e+00 : f32
    %6 = arith.addf %in, %cst_3 : f32
    %7 = arith.maximumf %6, %cst_2 : f32
    %8 = arith.minimumf %7, %cst_1 : f32
    %cst_4 = arith.constant 0.166666672 : f32
    %9 = arith.mulf %8, %cst_4 : f32
    %10 = arith.mulf %in, %9 : f32
    linalg.yield %10 : f32
  } -> tensor<1x64x112x112xf32>
  return %5 : tensor<1x64x112x112xf32>
}

// fused-012705f21d01: fused (conv-nchw+scale+residual+bias+residual), f32; cuda-agent synth --seed 2026, candidate 2273
func.func @fused(%arg0: tensor<16x512x16x16xf32>, %arg1: tensor<16x512x3x3xf32>, %arg2: tensor<16x16x14x14xf32>, %arg3: tensor<14xf32>, %arg4: tensor<16x16x14x14xf32>, %arg5: tensor<16x16x14x14xf32>) -> tensor<16x16x14x14xf32> {
  %0 = tensor.empty() : tensor<16x16x14x14xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x16x14x14xf32>) -> tensor<16x16x14x14xf32>
  %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<16x512x16x16xf32>, tensor<16x512x3x3xf32>) outs(%1 : tensor<16x16x14x14xf32>) -> tensor<16x16x14x14xf32>
  %3 = tensor.empty() : tensor<16x16x14x14xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<16x16x14x14xf32>) outs(%3 : tensor<16x16x14x14xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.375000e+00 : f32
    %10 = arith.mulf %in, %cst_0 : f32
    linalg.yield %10 : f32
  } -> tensor<16x16x14x14xf32>
  %5 = tensor.empty() : tensor<16x16x14x14xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg2 : tensor<16x16x14x14xf32>, tensor<16x16x14x14xf32>) outs(%5 : tensor<16x16x14x14xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<16x16x14x14xf32>
  %7 = tensor.empty() : tensor<16x16x14x14xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %arg3 : tensor<16x16x14x14xf32>, tensor<14xf32>) outs(%7 : tensor<16x16x14x14xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<16x16x14x14xf32>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %arg4 : tensor<16x16x14x14xf32>, tensor<16x16x14x14xf32>) outs(%arg5 : tensor<16x16x14x14xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<16x16x14x14xf32>
  return %9 : tensor<16x16x14x14xf32>
}

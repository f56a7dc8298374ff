// fused-44e6b29418db: fused (conv-nchw+scale+bias+hardswish), f32; cuda-agent synth --seed 2026, candidate 3026
func.func @fused(%arg0: tensor<2x64x58x58xf32>, %arg1: tensor<16x64x3x3xf32>, %arg2: tensor<56xf32>, %arg3: tensor<2x16x56x56xf32>) -> tensor<2x16x56x56xf32> {
  %0 = tensor.empty() : tensor<2x16x56x56xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x16x56x56xf32>) -> tensor<2x16x56x56xf32>
  %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x64x58x58xf32>, tensor<16x64x3x3xf32>) outs(%1 : tensor<2x16x56x56xf32>) -> tensor<2x16x56x56xf32>
  %3 = tensor.empty() : tensor<2x16x56x56xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<2x16x56x56xf32>) outs(%3 : tensor<2x16x56x56xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 7.500000e-01 : f32
    %8 = arith.mulf %in, %cst_0 : f32
    linalg.yield %8 : f32
  } -> tensor<2x16x56x56xf32>
  %5 = tensor.empty() : tensor<2x16x56x56xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg2 : tensor<2x16x56x56xf32>, tensor<56xf32>) outs(%5 : tensor<2x16x56x56xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.addf %in, %in_0 : f32
    linalg.yield %8 : f32
  } -> tensor<2x16x56x56xf32>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<2x16x56x56xf32>) outs(%arg3 : tensor<2x16x56x56xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 6.000000e+00 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant 3.000000e+00 : f32
    %8 = arith.addf %in, %cst_2 : f32
    %9 = arith.maximumf %8, %cst_1 : f32
    %10 = arith.minimumf %9, %cst_0 : f32
    %cst_3 = arith.constant 0.166666672 : f32
    %11 = arith.mulf %10, %cst_3 : f32
    %12 = arith.mulf %in, %11 : f32
    linalg.yield %12 : f32
  } -> tensor<2x16x56x56xf32>
  return %7 : tensor<2x16x56x56xf32>
}

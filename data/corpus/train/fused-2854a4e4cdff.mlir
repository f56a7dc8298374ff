// fused-2854a4e4cdff: fused (conv-nhwc+scale+scale+bias), f32; cuda-agent synth --seed 2026, candidate 1729
func.func @fused(%arg0: tensor<8x58x58x256xf32>, %arg1: tensor<3x3x256x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<8x56x56x16xf32>) -> tensor<8x56x56x16xf32> {
  %0 = tensor.empty() : tensor<8x56x56x16xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8x56x56x16xf32>) -> tensor<8x56x56x16xf32>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<8x58x58x256xf32>, tensor<3x3x256x16xf32>) outs(%1 : tensor<8x56x56x16xf32>) -> tensor<8x56x56x16xf32>
  %3 = tensor.empty() : tensor<8x56x56x16xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<8x56x56x16xf32>) outs(%3 : tensor<8x56x56x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.000000e+00 : f32
    %8 = arith.mulf %in, %cst_0 : f32
    linalg.yield %8 : f32
  } -> tensor<8x56x56x16xf32>
  %5 = tensor.empty() : tensor<8x56x56x16xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<8x56x56x16xf32>) outs(%5 : tensor<8x56x56x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.000000e+00 : f32
    %8 = arith.mulf %in, %cst_0 : f32
    linalg.yield %8 : f32
  } -> tensor<8x56x56x16xf32>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %arg2 : tensor<8x56x56x16xf32>, tensor<16xf32>) outs(%arg3 : tensor<8x56x56x16xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.addf %in, %in_0 : f32
    linalg.yield %8 : f32
  } -> tensor<8x56x56x16xf32>
  return %7 : tensor<8x56x56x16xf32>
}

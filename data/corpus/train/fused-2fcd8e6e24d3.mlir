// fused-2fcd8e6e24d3: fused (conv-nhwc+hardswish+bias), f32; cuda-agent synth --seed 2026, candidate 5560
func.func @fused(%arg0: tensor<8x58x58x96xf32>, %arg1: tensor<3x3x96x512xf32>, %arg2: tensor<512xf32>, %arg3: tensor<8x56x56x512xf32>) -> tensor<8x56x56x512xf32> {
  %0 = tensor.empty() : tensor<8x56x56x512xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8x56x56x512xf32>) -> tensor<8x56x56x512xf32>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<8x58x58x96xf32>, tensor<3x3x96x512xf32>) outs(%1 : tensor<8x56x56x512xf32>) -> tensor<8x56x56x512xf32>
  %3 = tensor.empty() : tensor<8x56x56x512xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<8x56x56x512xf32>) outs(%3 : tensor<8x56x56x512xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 6.000000e+00 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant 3.000000e+00 : f32
    %6 = arith.addf %in, %cst_2 : f32
    %7 = arith.maximumf %6, %cst_1 : f32
    %8 = arith.minimumf %7, %cst_0 : f32
    %cst_3 = arith.constant 0.166666672 : f32
    %9 = arith.mulf %8, %cst_3 : f32
    %10 = arith.mulf %in, %9 : f32
    linalg.yield %10 : f32
  } -> tensor<8x56x56x512xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg2 : tensor<8x56x56x512xf32>, tensor<512xf32>) outs(%arg3 : tensor<8x56x56x512xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %6 = arith.addf %in, %in_0 : f32
    linalg.yield %6 : f32
  } -> tensor<8x56x56x512xf32>
  return %5 : tensor<8x56x56x512xf32>
}

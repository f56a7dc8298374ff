// fused-085aa527221c: fused (conv-strided+bias+bias+bias+scale), f32; cuda-agent synth --seed 2026, candidate 5479
func.func @fused(%arg0: tensor<16x31x31x32xf32>, %arg1: tensor<5x5x32x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<16x14x14x32xf32>) -> tensor<16x14x14x32xf32> {
  %0 = tensor.empty() : tensor<16x14x14x32xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x14x14x32xf32>) -> tensor<16x14x14x32xf32>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<16x31x31x32xf32>, tensor<5x5x32x32xf32>) outs(%1 : tensor<16x14x14x32xf32>) -> tensor<16x14x14x32xf32>
  %3 = tensor.empty() : tensor<16x14x14x32xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<16x14x14x32xf32>, tensor<32xf32>) outs(%3 : tensor<16x14x14x32xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<16x14x14x32xf32>
  %5 = tensor.empty() : tensor<16x14x14x32xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %arg3 : tensor<16x14x14x32xf32>, tensor<32xf32>) outs(%5 : tensor<16x14x14x32xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<16x14x14x32xf32>
  %7 = tensor.empty() : tensor<16x14x14x32xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %arg4 : tensor<16x14x14x32xf32>, tensor<32xf32>) outs(%7 : tensor<16x14x14x32xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<16x14x14x32xf32>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<16x14x14x32xf32>) outs(%arg5 : tensor<16x14x14x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.000000e+00 : f32
    %10 = arith.mulf %in, %cst_0 : f32
    linalg.yield %10 : f32
  } -> tensor<16x14x14x32xf32>
  return %9 : tensor<16x14x14x32xf32>
}

// fused-01ee711d4757: fused (conv-pointwise+residual), f32; cuda-agent synth --seed 2026, candidate 47
func.func @fused(%arg0: tensor<2x56x56x512xf32>, %arg1: tensor<1x1x512x64xf32>, %arg2: tensor<2x56x56x64xf32>, %arg3: tensor<2x56x56x64xf32>) -> tensor<2x56x56x64xf32> {
  %0 = tensor.empty() : tensor<2x56x56x64xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x56x56x64xf32>) -> tensor<2x56x56x64xf32>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<2x56x56x512xf32>, tensor<1x1x512x64xf32>) outs(%1 : tensor<2x56x56x64xf32>) -> tensor<2x56x56x64xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<2x56x56x64xf32>, tensor<2x56x56x64xf32>) outs(%arg3 : tensor<2x56x56x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %4 = arith.addf %in, %in_0 : f32
    linalg.yield %4 : f32
  } -> tensor<2x56x56x64xf32>
  return %3 : tensor<2x56x56x64xf32>
}

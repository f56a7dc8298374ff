// fused-0931bd8d2f4f: fused (conv-padded+bias), f32; cuda-agent synth --seed 2026, candidate 5259
func.func @fused(%arg0: tensor<1x256x56x56xf32>, %arg1: tensor<512x256x5x5xf32>, %arg2: tensor<56xf32>, %arg3: tensor<1x512x56x56xf32>) -> tensor<1x512x56x56xf32> {
  %0 = tensor.empty() : tensor<1x512x56x56xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x512x56x56xf32>) -> tensor<1x512x56x56xf32>
  %cst_0 = arith.constant 0.000000e+00 : f32
  %padded = tensor.pad %arg0 low[0, 0, 2, 2] high[0, 0, 2, 2] {
  ^bb0(%arg4: index, %arg5: index, %arg6: index, %arg7: index):
    tensor.yield %cst_0 : f32
  } : tensor<1x256x56x56xf32> to tensor<1x256x60x60xf32>
  %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %arg1 : tensor<1x256x60x60xf32>, tensor<512x256x5x5xf32>) outs(%1 : tensor<1x512x56x56xf32>) -> tensor<1x512x56x56xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<1x512x56x56xf32>, tensor<56xf32>) outs(%arg3 : tensor<1x512x56x56xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %4 = arith.addf %in, %in_1 : f32
    linalg.yield %4 : f32
  } -> tensor<1x512x56x56xf32>
  return %3 : tensor<1x512x56x56xf32>
}

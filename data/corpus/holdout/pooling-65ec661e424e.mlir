// pooling-65ec661e424e: pooling (avg-3x3-s2), f32; cuda-agent synth --seed 2026, candidate 5497
func.func @pooling(%arg0: tensor<4x57x57x64xf32>, %arg1: tensor<4x28x28x64xf32>) -> tensor<4x28x28x64xf32> {
  %0 = tensor.empty() : tensor<3x3xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = tensor.empty() : tensor<4x28x28x64xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<4x28x28x64xf32>) -> tensor<4x28x28x64xf32>
  %3 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %0 : tensor<4x57x57x64xf32>, tensor<3x3xf32>) outs(%2 : tensor<4x28x28x64xf32>) -> tensor<4x28x28x64xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<4x28x28x64xf32>) outs(%arg1 : tensor<4x28x28x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 0.111111112 : f32
    %5 = arith.mulf %in, %cst_0 : f32
    linalg.yield %5 : f32
  } -> tensor<4x28x28x64xf32>
  return %4 : tensor<4x28x28x64xf32>
}

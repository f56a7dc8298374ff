// pooling-9e05078d0c15: pooling (avg-2x2-s2), f32; cuda-agent synth --seed 2026, candidate 602
func.func @pooling(%arg0: tensor<8x224x224x32xf32>, %arg1: tensor<8x112x112x32xf32>) -> tensor<8x112x112x32xf32> {
  %0 = tensor.empty() : tensor<2x2xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = tensor.empty() : tensor<8x112x112x32xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x112x112x32xf32>) -> tensor<8x112x112x32xf32>
  %3 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %0 : tensor<8x224x224x32xf32>, tensor<2x2xf32>) outs(%2 : tensor<8x112x112x32xf32>) -> tensor<8x112x112x32xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<8x112x112x32xf32>) outs(%arg1 : tensor<8x112x112x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 2.500000e-01 : f32
    %5 = arith.mulf %in, %cst_0 : f32
    linalg.yield %5 : f32
  } -> tensor<8x112x112x32xf32>
  return %4 : tensor<8x112x112x32xf32>
}

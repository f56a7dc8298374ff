// fused-7addcbf4801d: fused (conv-strided+gelu), f32; cuda-agent synth --seed 2026, candidate 1372
func.func @fused(%arg0: tensor<8x15x15x96xf32>, %arg1: tensor<3x3x96x64xf32>, %arg2: tensor<8x7x7x64xf32>) -> tensor<8x7x7x64xf32> {
  %0 = tensor.empty() : tensor<8x7x7x64xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8x7x7x64xf32>) -> tensor<8x7x7x64xf32>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<8x15x15x96xf32>, tensor<3x3x96x64xf32>) outs(%1 : tensor<8x7x7x64xf32>) -> tensor<8x7x7x64xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<8x7x7x64xf32>) outs(%arg2 : tensor<8x7x7x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %4 = arith.mulf %in, %in : f32
    %5 = arith.mulf %4, %in : f32
    %cst_0 = arith.constant 4.471500e-02 : f32
    %6 = arith.mulf %cst_0, %5 : f32
    %7 = arith.addf %in, %6 : f32
    %cst_1 = arith.constant 0.797884583 : f32
    %8 = arith.mulf %cst_1, %7 : f32
    %9 = math.tanh %8 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %10 = arith.addf %cst_2, %9 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %11 = arith.mulf %cst_3, %in : f32
    %12 = arith.mulf %11, %10 : f32
    linalg.yield %12 : f32
  } -> tensor<8x7x7x64xf32>
  return %3 : tensor<8x7x7x64xf32>
}

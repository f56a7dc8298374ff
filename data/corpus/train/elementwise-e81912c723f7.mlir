// elementwise-e81912c723f7: elementwise (gelu+residual), f32; cuda-agent synth --seed 2026, candidate 6149
func.func @elementwise(%arg0: tensor<32x2x131072xf32>, %arg1: tensor<32x2x131072xf32>, %arg2: tensor<32x2x131072xf32>) -> tensor<32x2x131072xf32> {
  %0 = tensor.empty() : tensor<32x2x131072xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<32x2x131072xf32>) outs(%0 : tensor<32x2x131072xf32>) {
  ^bb0(%in: f32, %out: f32):
    %3 = arith.mulf %in, %in : f32
    %4 = arith.mulf %3, %in : f32
    %cst = arith.constant 4.471500e-02 : f32
    %5 = arith.mulf %cst, %4 : f32
    %6 = arith.addf %in, %5 : f32
    %cst_0 = arith.constant 0.797884583 : f32
    %7 = arith.mulf %cst_0, %6 : f32
    %8 = math.tanh %7 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %9 = arith.addf %cst_1, %8 : f32
    %cst_2 = arith.constant 5.000000e-01 : f32
    %10 = arith.mulf %cst_2, %in : f32
    %11 = arith.mulf %10, %9 : f32
    linalg.yield %11 : f32
  } -> tensor<32x2x131072xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<32x2x131072xf32>, tensor<32x2x131072xf32>) outs(%arg2 : tensor<32x2x131072xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %3 = arith.addf %in, %in_0 : f32
    linalg.yield %3 : f32
  } -> tensor<32x2x131072xf32>
  return %2 : tensor<32x2x131072xf32>
}

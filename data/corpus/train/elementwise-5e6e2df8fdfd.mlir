// elementwise-5e6e2df8fdfd: elementwise (gelu), f32; cuda-agent synth --seed 2026, candidate 4835
func.func @elementwise(%arg0: tensor<16777216xf32>, %arg1: tensor<16777216xf32>) -> tensor<16777216xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<16777216xf32>) outs(%arg1 : tensor<16777216xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.mulf %in, %in : f32
    %2 = arith.mulf %1, %in : f32
    %cst = arith.constant 4.471500e-02 : f32
    %3 = arith.mulf %cst, %2 : f32
    %4 = arith.addf %in, %3 : f32
    %cst_0 = arith.constant 0.797884583 : f32
    %5 = arith.mulf %cst_0, %4 : f32
    %6 = math.tanh %5 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %7 = arith.addf %cst_1, %6 : f32
    %cst_2 = arith.constant 5.000000e-01 : f32
    %8 = arith.mulf %cst_2, %in : f32
    %9 = arith.mulf %8, %7 : f32
    linalg.yield %9 : f32
  } -> tensor<16777216xf32>
  return %0 : tensor<16777216xf32>
}

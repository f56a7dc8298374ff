// fused-bf6069e3cb6e: fused (matmul-transposed-a+scale+gelu+bias), f32; cuda-agent synth --seed 2026, candidate 832
func.func @fused(%arg0: tensor<4096x1157xf32>, %arg1: tensor<4096x1280xf32>, %arg2: tensor<1280xf32>, %arg3: tensor<1157x1280xf32>) -> tensor<1157x1280xf32> {
  %0 = tensor.empty() : tensor<1157x1280xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1157x1280xf32>) -> tensor<1157x1280xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4096x1157xf32>, tensor<4096x1280xf32>) outs(%1 : tensor<1157x1280xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.mulf %in, %in_0 : f32
    %9 = arith.addf %out, %8 : f32
    linalg.yield %9 : f32
  } -> tensor<1157x1280xf32>
  %3 = tensor.empty() : tensor<1157x1280xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<1157x1280xf32>) outs(%3 : tensor<1157x1280xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.000000e+00 : f32
    %8 = arith.mulf %in, %cst_0 : f32
    linalg.yield %8 : f32
  } -> tensor<1157x1280xf32>
  %5 = tensor.empty() : tensor<1157x1280xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<1157x1280xf32>) outs(%5 : tensor<1157x1280xf32>) {
  ^bb0(%in: f32, %out: f32):
    %8 = arith.mulf %in, %in : f32
    %9 = arith.mulf %8, %in : f32
    %cst_0 = arith.constant 4.471500e-02 : f32
    %10 = arith.mulf %cst_0, %9 : f32
    %11 = arith.addf %in, %10 : f32
    %cst_1 = arith.constant 0.797884583 : f32
    %12 = arith.mulf %cst_1, %11 : f32
    %13 = math.tanh %12 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %14 = arith.addf %cst_2, %13 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %15 = arith.mulf %cst_3, %in : f32
    %16 = arith.mulf %15, %14 : f32
    linalg.yield %16 : f32
  } -> tensor<1157x1280xf32>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %arg2 : tensor<1157x1280xf32>, tensor<1280xf32>) outs(%arg3 : tensor<1157x1280xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.addf %in, %in_0 : f32
    linalg.yield %8 : f32
  } -> tensor<1157x1280xf32>
  return %7 : tensor<1157x1280xf32>
}

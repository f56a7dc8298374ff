// fused-545bdd69671b: fused (matmul-transposed-b+residual+bias+silu+bias), f32; cuda-agent synth --seed 2026, candidate 3812
func.func @fused(%arg0: tensor<3435x1024xf32>, %arg1: tensor<2048x1024xf32>, %arg2: tensor<3435x2048xf32>, %arg3: tensor<2048xf32>, %arg4: tensor<2048xf32>, %arg5: tensor<3435x2048xf32>) -> tensor<3435x2048xf32> {
  %0 = tensor.empty() : tensor<3435x2048xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<3435x2048xf32>) -> tensor<3435x2048xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<3435x1024xf32>, tensor<2048x1024xf32>) outs(%1 : tensor<3435x2048xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.mulf %in, %in_0 : f32
    %11 = arith.addf %out, %10 : f32
    linalg.yield %11 : f32
  } -> tensor<3435x2048xf32>
  %3 = tensor.empty() : tensor<3435x2048xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<3435x2048xf32>, tensor<3435x2048xf32>) outs(%3 : tensor<3435x2048xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<3435x2048xf32>
  %5 = tensor.empty() : tensor<3435x2048xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg3 : tensor<3435x2048xf32>, tensor<2048xf32>) outs(%5 : tensor<3435x2048xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<3435x2048xf32>
  %7 = tensor.empty() : tensor<3435x2048xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<3435x2048xf32>) outs(%7 : tensor<3435x2048xf32>) {
  ^bb0(%in: f32, %out: f32):
    %10 = arith.negf %in : f32
    %11 = math.exp %10 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %12 = arith.addf %cst_0, %11 : f32
    %13 = arith.divf %in, %12 : f32
    linalg.yield %13 : f32
  } -> tensor<3435x2048xf32>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8, %arg4 : tensor<3435x2048xf32>, tensor<2048xf32>) outs(%arg5 : tensor<3435x2048xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<3435x2048xf32>
  return %9 : tensor<3435x2048xf32>
}

// fused-f245874e5696: fused (matmul-irregular+scale+scale), f32; cuda-agent synth --seed 2026, candidate 2852
func.func @fused(%arg0: tensor<2674x2963xf32>, %arg1: tensor<2963x2850xf32>, %arg2: tensor<2674x2850xf32>) -> tensor<2674x2850xf32> {
  %0 = tensor.empty() : tensor<2674x2850xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2674x2850xf32>) -> tensor<2674x2850xf32>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<2674x2963xf32>, tensor<2963x2850xf32>) outs(%1 : tensor<2674x2850xf32>) -> tensor<2674x2850xf32>
  %3 = tensor.empty() : tensor<2674x2850xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<2674x2850xf32>) outs(%3 : tensor<2674x2850xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.750000e+00 : f32
    %6 = arith.mulf %in, %cst_0 : f32
    linalg.yield %6 : f32
  } -> tensor<2674x2850xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<2674x2850xf32>) outs(%arg2 : tensor<2674x2850xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.875000e+00 : f32
    %6 = arith.mulf %in, %cst_0 : f32
    linalg.yield %6 : f32
  } -> tensor<2674x2850xf32>
  return %5 : tensor<2674x2850xf32>
}

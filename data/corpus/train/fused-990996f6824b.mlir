// fused-990996f6824b: fused (matmul-transposed-a+scale), f32; cuda-agent synth --seed 2026, candidate 4713
func.func @fused(%arg0: tensor<2048x2089xf32>, %arg1: tensor<2048x1280xf32>, %arg2: tensor<2089x1280xf32>) -> tensor<2089x1280xf32> {
  %0 = tensor.empty() : tensor<2089x1280xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2089x1280xf32>) -> tensor<2089x1280xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2048x2089xf32>, tensor<2048x1280xf32>) outs(%1 : tensor<2089x1280xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %4 = arith.mulf %in, %in_0 : f32
    %5 = arith.addf %out, %4 : f32
    linalg.yield %5 : f32
  } -> tensor<2089x1280xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<2089x1280xf32>) outs(%arg2 : tensor<2089x1280xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.250000e-01 : f32
    %4 = arith.mulf %in, %cst_0 : f32
    linalg.yield %4 : f32
  } -> tensor<2089x1280xf32>
  return %3 : tensor<2089x1280xf32>
}

// fused-7a16d7da916e: fused (reduction-mean-inner+scale), f32; cuda-agent synth --seed 2026, candidate 1782
func.func @fused(%arg0: tensor<1536x1280xf32>, %arg1: tensor<1536xf32>) -> tensor<1536xf32> {
  %0 = tensor.empty() : tensor<1536xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = tensor.empty() : tensor<1536xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1536xf32>) -> tensor<1536xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<1536x1280xf32>) outs(%2 : tensor<1536xf32>) {
  ^bb0(%in: f32, %out: f32):
    %6 = arith.addf %in, %out : f32
    linalg.yield %6 : f32
  } -> tensor<1536xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<1536xf32>) outs(%0 : tensor<1536xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.280000e+03 : f32
    %6 = arith.divf %in, %cst_0 : f32
    linalg.yield %6 : f32
  } -> tensor<1536xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4 : tensor<1536xf32>) outs(%arg1 : tensor<1536xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.250000e+00 : f32
    %6 = arith.mulf %in, %cst_0 : f32
    linalg.yield %6 : f32
  } -> tensor<1536xf32>
  return %5 : tensor<1536xf32>
}

// fused-ba9c55b269a7: fused (reduction-mean-outer+residual+bias), f32; cuda-agent synth --seed 2026, candidate 3510
func.func @fused(%arg0: tensor<22077x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128xf32>) -> tensor<128xf32> {
  %0 = tensor.empty() : tensor<128xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = tensor.empty() : tensor<128xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<128xf32>) -> tensor<128xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<22077x128xf32>) outs(%2 : tensor<128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %8 = arith.addf %in, %out : f32
    linalg.yield %8 : f32
  } -> tensor<128xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<128xf32>) outs(%0 : tensor<128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 2.207700e+04 : f32
    %8 = arith.divf %in, %cst_0 : f32
    linalg.yield %8 : f32
  } -> tensor<128xf32>
  %5 = tensor.empty() : tensor<128xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4, %arg1 : tensor<128xf32>, tensor<128xf32>) outs(%5 : tensor<128xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.addf %in, %in_0 : f32
    linalg.yield %8 : f32
  } -> tensor<128xf32>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%6, %arg2 : tensor<128xf32>, tensor<128xf32>) outs(%arg3 : tensor<128xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.addf %in, %in_0 : f32
    linalg.yield %8 : f32
  } -> tensor<128xf32>
  return %7 : tensor<128xf32>
}

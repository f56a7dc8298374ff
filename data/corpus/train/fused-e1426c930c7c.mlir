// fused-e1426c930c7c: fused (reduction-sum-outer+scale+scale), f32; cuda-agent synth --seed 2026, candidate 644
func.func @fused(%arg0: tensor<65536x512xf32>, %arg1: tensor<512xf32>) -> tensor<512xf32> {
  %0 = tensor.empty() : tensor<512xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<512xf32>) -> tensor<512xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<65536x512xf32>) outs(%1 : tensor<512xf32>) {
  ^bb0(%in: f32, %out: f32):
    %6 = arith.addf %in, %out : f32
    linalg.yield %6 : f32
  } -> tensor<512xf32>
  %3 = tensor.empty() : tensor<512xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<512xf32>) outs(%3 : tensor<512xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.125000e+00 : f32
    %6 = arith.mulf %in, %cst_0 : f32
    linalg.yield %6 : f32
  } -> tensor<512xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4 : tensor<512xf32>) outs(%arg1 : tensor<512xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 5.000000e-01 : f32
    %6 = arith.mulf %in, %cst_0 : f32
    linalg.yield %6 : f32
  } -> tensor<512xf32>
  return %5 : tensor<512xf32>
}

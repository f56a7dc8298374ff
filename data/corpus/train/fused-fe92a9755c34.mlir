// fused-fe92a9755c34: fused (bmm-bmm+scale+tanh+bias), f32; cuda-agent synth --seed 2026, candidate 6139
func.func @fused(%arg0: tensor<4x1536x64xf32>, %arg1: tensor<4x64x577xf32>, %arg2: tensor<577xf32>, %arg3: tensor<4x1536x577xf32>) -> tensor<4x1536x577xf32> {
  %0 = tensor.empty() : tensor<4x1536x577xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x1536x577xf32>) -> tensor<4x1536x577xf32>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<4x1536x64xf32>, tensor<4x64x577xf32>) outs(%1 : tensor<4x1536x577xf32>) -> tensor<4x1536x577xf32>
  %3 = tensor.empty() : tensor<4x1536x577xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<4x1536x577xf32>) outs(%3 : tensor<4x1536x577xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 8.750000e-01 : f32
    %8 = arith.mulf %in, %cst_0 : f32
    linalg.yield %8 : f32
  } -> tensor<4x1536x577xf32>
  %5 = tensor.empty() : tensor<4x1536x577xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<4x1536x577xf32>) outs(%5 : tensor<4x1536x577xf32>) {
  ^bb0(%in: f32, %out: f32):
    %8 = math.tanh %in : f32
    linalg.yield %8 : f32
  } -> tensor<4x1536x577xf32>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %arg2 : tensor<4x1536x577xf32>, tensor<577xf32>) outs(%arg3 : tensor<4x1536x577xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.addf %in, %in_0 : f32
    linalg.yield %8 : f32
  } -> tensor<4x1536x577xf32>
  return %7 : tensor<4x1536x577xf32>
}

// fused-d8cb10b5c20a: fused (matmul-large-k+bias+scale+residual), f32; cuda-agent synth --seed 2026, candidate 4531
func.func @fused(%arg0: tensor<256x16384xf32>, %arg1: tensor<16384x512xf32>, %arg2: tensor<512xf32>, %arg3: tensor<256x512xf32>, %arg4: tensor<256x512xf32>) -> tensor<256x512xf32> {
  %0 = tensor.empty() : tensor<256x512xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<256x512xf32>) -> tensor<256x512xf32>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<256x16384xf32>, tensor<16384x512xf32>) outs(%1 : tensor<256x512xf32>) -> tensor<256x512xf32>
  %3 = tensor.empty() : tensor<256x512xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<256x512xf32>, tensor<512xf32>) outs(%3 : tensor<256x512xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.addf %in, %in_0 : f32
    linalg.yield %8 : f32
  } -> tensor<256x512xf32>
  %5 = tensor.empty() : tensor<256x512xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<256x512xf32>) outs(%5 : tensor<256x512xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 5.000000e-01 : f32
    %8 = arith.mulf %in, %cst_0 : f32
    linalg.yield %8 : f32
  } -> tensor<256x512xf32>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %arg3 : tensor<256x512xf32>, tensor<256x512xf32>) outs(%arg4 : tensor<256x512xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.addf %in, %in_0 : f32
    linalg.yield %8 : f32
  } -> tensor<256x512xf32>
  return %7 : tensor<256x512xf32>
}

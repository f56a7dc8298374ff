// fused-b91708117f3e: fused (matmul-tall-skinny+scale+bias+residual+leaky_relu), f32; cuda-agent synth --seed 2026, candidate 5493
func.func @fused(%arg0: tensor<16384x278xf32>, %arg1: tensor<278x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<16384x64xf32>, %arg4: tensor<16384x64xf32>) -> tensor<16384x64xf32> {
  %0 = tensor.empty() : tensor<16384x64xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16384x64xf32>) -> tensor<16384x64xf32>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<16384x278xf32>, tensor<278x64xf32>) outs(%1 : tensor<16384x64xf32>) -> tensor<16384x64xf32>
  %3 = tensor.empty() : tensor<16384x64xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<16384x64xf32>) outs(%3 : tensor<16384x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 5.000000e-01 : f32
    %10 = arith.mulf %in, %cst_0 : f32
    linalg.yield %10 : f32
  } -> tensor<16384x64xf32>
  %5 = tensor.empty() : tensor<16384x64xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg2 : tensor<16384x64xf32>, tensor<64xf32>) outs(%5 : tensor<16384x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<16384x64xf32>
  %7 = tensor.empty() : tensor<16384x64xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %arg3 : tensor<16384x64xf32>, tensor<16384x64xf32>) outs(%7 : tensor<16384x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<16384x64xf32>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<16384x64xf32>) outs(%arg4 : tensor<16384x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 0.00999999977 : f32
    %10 = arith.mulf %cst_0, %in : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %11 = arith.cmpf ogt, %in, %cst_1 : f32
    %12 = arith.select %11, %in, %10 : f32
    linalg.yield %12 : f32
  } -> tensor<16384x64xf32>
  return %9 : tensor<16384x64xf32>
}

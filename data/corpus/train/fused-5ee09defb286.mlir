// fused-5ee09defb286: fused (bmm-bmm+sigmoid+sigmoid), f32; cuda-agent synth --seed 2026, candidate 5789
func.func @fused(%arg0: tensor<16x256x64xf32>, %arg1: tensor<16x64x557xf32>, %arg2: tensor<16x256x557xf32>) -> tensor<16x256x557xf32> {
  %0 = tensor.empty() : tensor<16x256x557xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x256x557xf32>) -> tensor<16x256x557xf32>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<16x256x64xf32>, tensor<16x64x557xf32>) outs(%1 : tensor<16x256x557xf32>) -> tensor<16x256x557xf32>
  %3 = tensor.empty() : tensor<16x256x557xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<16x256x557xf32>) outs(%3 : tensor<16x256x557xf32>) {
  ^bb0(%in: f32, %out: f32):
    %6 = arith.negf %in : f32
    %7 = math.exp %6 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %8 = arith.addf %cst_0, %7 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %9 = arith.divf %cst_1, %8 : f32
    linalg.yield %9 : f32
  } -> tensor<16x256x557xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<16x256x557xf32>) outs(%arg2 : tensor<16x256x557xf32>) {
  ^bb0(%in: f32, %out: f32):
    %6 = arith.negf %in : f32
    %7 = math.exp %6 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %8 = arith.addf %cst_0, %7 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %9 = arith.divf %cst_1, %8 : f32
    linalg.yield %9 : f32
  } -> tensor<16x256x557xf32>
  return %5 : tensor<16x256x557xf32>
}

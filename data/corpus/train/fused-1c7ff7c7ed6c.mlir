// fused-1c7ff7c7ed6c: fused (bmm-bmm+residual+gelu+scale+residual), f32; cuda-agent synth --seed 2026, candidate 4097
func.func @fused(%arg0: tensor<32x181x1024xf32>, %arg1: tensor<32x1024x256xf32>, %arg2: tensor<32x181x256xf32>, %arg3: tensor<32x181x256xf32>, %arg4: tensor<32x181x256xf32>) -> tensor<32x181x256xf32> {
  %0 = tensor.empty() : tensor<32x181x256xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<32x181x256xf32>) -> tensor<32x181x256xf32>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<32x181x1024xf32>, tensor<32x1024x256xf32>) outs(%1 : tensor<32x181x256xf32>) -> tensor<32x181x256xf32>
  %3 = tensor.empty() : tensor<32x181x256xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<32x181x256xf32>, tensor<32x181x256xf32>) outs(%3 : tensor<32x181x256xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<32x181x256xf32>
  %5 = tensor.empty() : tensor<32x181x256xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<32x181x256xf32>) outs(%5 : tensor<32x181x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %10 = arith.mulf %in, %in : f32
    %11 = arith.mulf %10, %in : f32
    %cst_0 = arith.constant 4.471500e-02 : f32
    %12 = arith.mulf %cst_0, %11 : f32
    %13 = arith.addf %in, %12 : f32
    %cst_1 = arith.constant 0.797884583 : f32
    %14 = arith.mulf %cst_1, %13 : f32
    %15 = math.tanh %14 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %16 = arith.addf %cst_2, %15 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %17 = arith.mulf %cst_3, %in : f32
    %18 = arith.mulf %17, %16 : f32
    linalg.yield %18 : f32
  } -> tensor<32x181x256xf32>
  %7 = tensor.empty() : tensor<32x181x256xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<32x181x256xf32>) outs(%7 : tensor<32x181x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.375000e+00 : f32
    %10 = arith.mulf %in, %cst_0 : f32
    linalg.yield %10 : f32
  } -> tensor<32x181x256xf32>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %arg3 : tensor<32x181x256xf32>, tensor<32x181x256xf32>) outs(%arg4 : tensor<32x181x256xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %10 = arith.addf %in, %in_0 : f32
    linalg.yield %10 : f32
  } -> tensor<32x181x256xf32>
  return %9 : tensor<32x181x256xf32>
}

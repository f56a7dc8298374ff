// fused-b727ea14f226: fused (matmul-large-k+scale), f32; cuda-agent synth --seed 2026, candidate 3498
func.func @fused(%arg0: tensor<384x4096xf32>, %arg1: tensor<4096x256xf32>, %arg2: tensor<384x256xf32>) -> tensor<384x256xf32> {
  %0 = tensor.empty() : tensor<384x256xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<384x256xf32>) -> tensor<384x256xf32>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<384x4096xf32>, tensor<4096x256xf32>) outs(%1 : tensor<384x256xf32>) -> tensor<384x256xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<384x256xf32>) outs(%arg2 : tensor<384x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 1.125000e+00 : f32
    %4 = arith.mulf %in, %cst_0 : f32
    linalg.yield %4 : f32
  } -> tensor<384x256xf32>
  return %3 : tensor<384x256xf32>
}

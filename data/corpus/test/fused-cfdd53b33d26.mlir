// fused-cfdd53b33d26: fused (matmul-transposed-b+residual+residual+sigmoid), f32; cuda-agent synth --seed 2026, candidate 2464
func.func @fused(%arg0: tensor<128x577xf32>, %arg1: tensor<256x577xf32>, %arg2: tensor<128x256xf32>, %arg3: tensor<128x256xf32>, %arg4: tensor<128x256xf32>) -> tensor<128x256xf32> {
  %0 = tensor.empty() : tensor<128x256xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<128x256xf32>) -> tensor<128x256xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<128x577xf32>, tensor<256x577xf32>) outs(%1 : tensor<128x256xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.mulf %in, %in_0 : f32
    %9 = arith.addf %out, %8 : f32
    linalg.yield %9 : f32
  } -> tensor<128x256xf32>
  %3 = tensor.empty() : tensor<128x256xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%3 : tensor<128x256xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.addf %in, %in_0 : f32
    linalg.yield %8 : f32
  } -> tensor<128x256xf32>
  %5 = tensor.empty() : tensor<128x256xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg3 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%5 : tensor<128x256xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %8 = arith.addf %in, %in_0 : f32
    linalg.yield %8 : f32
  } -> tensor<128x256xf32>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<128x256xf32>) outs(%arg4 : tensor<128x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %8 = arith.negf %in : f32
    %9 = math.exp %8 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %10 = arith.addf %cst_0, %9 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %11 = arith.divf %cst_1, %10 : f32
    linalg.yield %11 : f32
  } -> tensor<128x256xf32>
  return %7 : tensor<128x256xf32>
}

// fused-a3fb4be82323: fused (matmul-tall-skinny+tanh+relu), f32; cuda-agent synth --seed 2026, candidate 5864
func.func @fused(%arg0: tensor<4096x970xf32>, %arg1: tensor<970x196xf32>, %arg2: tensor<4096x196xf32>) -> tensor<4096x196xf32> {
  %0 = tensor.empty() : tensor<4096x196xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4096x196xf32>) -> tensor<4096x196xf32>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<4096x970xf32>, tensor<970x196xf32>) outs(%1 : tensor<4096x196xf32>) -> tensor<4096x196xf32>
  %3 = tensor.empty() : tensor<4096x196xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<4096x196xf32>) outs(%3 : tensor<4096x196xf32>) {
  ^bb0(%in: f32, %out: f32):
    %6 = math.tanh %in : f32
    linalg.yield %6 : f32
  } -> tensor<4096x196xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<4096x196xf32>) outs(%arg2 : tensor<4096x196xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 0.000000e+00 : f32
    %6 = arith.maximumf %in, %cst_0 : f32
    linalg.yield %6 : f32
  } -> tensor<4096x196xf32>
  return %5 : tensor<4096x196xf32>
}

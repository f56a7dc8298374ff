// fused-eaab25fabc14: fused (reduction-min-inner+residual), f32; cuda-agent synth --seed 2026, candidate 2428
func.func @fused(%arg0: tensor<17969x2048xf32>, %arg1: tensor<17969xf32>, %arg2: tensor<17969xf32>) -> tensor<17969xf32> {
  %0 = tensor.empty() : tensor<17969xf32>
  %cst = arith.constant 0x7F800000 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<17969xf32>) -> tensor<17969xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<17969x2048xf32>) outs(%1 : tensor<17969xf32>) {
  ^bb0(%in: f32, %out: f32):
    %4 = arith.minimumf %in, %out : f32
    linalg.yield %4 : f32
  } -> tensor<17969xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2, %arg1 : tensor<17969xf32>, tensor<17969xf32>) outs(%arg2 : tensor<17969xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %4 = arith.addf %in, %in_0 : f32
    linalg.yield %4 : f32
  } -> tensor<17969xf32>
  return %3 : tensor<17969xf32>
}

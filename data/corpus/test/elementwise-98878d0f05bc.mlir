// elementwise-98878d0f05bc: elementwise (relu+residual+scale), f32; cuda-agent synth --seed 2026, candidate 1509
func.func @elementwise(%arg0: tensor<32x12x21849xf32>, %arg1: tensor<32x12x21849xf32>, %arg2: tensor<32x12x21849xf32>) -> tensor<32x12x21849xf32> {
  %0 = tensor.empty() : tensor<32x12x21849xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<32x12x21849xf32>) outs(%0 : tensor<32x12x21849xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 0.000000e+00 : f32
    %5 = arith.maximumf %in, %cst : f32
    linalg.yield %5 : f32
  } -> tensor<32x12x21849xf32>
  %2 = tensor.empty() : tensor<32x12x21849xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<32x12x21849xf32>, tensor<32x12x21849xf32>) outs(%2 : tensor<32x12x21849xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %5 = arith.addf %in, %in_0 : f32
    linalg.yield %5 : f32
  } -> tensor<32x12x21849xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<32x12x21849xf32>) outs(%arg2 : tensor<32x12x21849xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 7.500000e-01 : f32
    %5 = arith.mulf %in, %cst : f32
    linalg.yield %5 : f32
  } -> tensor<32x12x21849xf32>
  return %4 : tensor<32x12x21849xf32>
}

// elementwise-9a4d9be0a3e7: elementwise (leaky_relu+silu+residual), f32; cuda-agent synth --seed 2026, candidate 1273
func.func @elementwise(%arg0: tensor<64x2x8x32775xf32>, %arg1: tensor<64x2x8x32775xf32>, %arg2: tensor<64x2x8x32775xf32>) -> tensor<64x2x8x32775xf32> {
  %0 = tensor.empty() : tensor<64x2x8x32775xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<64x2x8x32775xf32>) outs(%0 : tensor<64x2x8x32775xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 0.00999999977 : f32
    %5 = arith.mulf %cst, %in : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %6 = arith.cmpf ogt, %in, %cst_0 : f32
    %7 = arith.select %6, %in, %5 : f32
    linalg.yield %7 : f32
  } -> tensor<64x2x8x32775xf32>
  %2 = tensor.empty() : tensor<64x2x8x32775xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<64x2x8x32775xf32>) outs(%2 : tensor<64x2x8x32775xf32>) {
  ^bb0(%in: f32, %out: f32):
    %5 = arith.negf %in : f32
    %6 = math.exp %5 : f32
    %cst = arith.constant 1.000000e+00 : f32
    %7 = arith.addf %cst, %6 : f32
    %8 = arith.divf %in, %7 : f32
    linalg.yield %8 : f32
  } -> tensor<64x2x8x32775xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %arg1 : tensor<64x2x8x32775xf32>, tensor<64x2x8x32775xf32>) outs(%arg2 : tensor<64x2x8x32775xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %5 = arith.addf %in, %in_0 : f32
    linalg.yield %5 : f32
  } -> tensor<64x2x8x32775xf32>
  return %4 : tensor<64x2x8x32775xf32>
}

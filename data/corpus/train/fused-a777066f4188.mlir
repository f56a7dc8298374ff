// fused-a777066f4188: fused (bmm-bmm+residual), f32; cuda-agent synth --seed 2026, candidate 1052
func.func @fused(%arg0: tensor<12x535x64xf32>, %arg1: tensor<12x64x937xf32>, %arg2: tensor<12x535x937xf32>, %arg3: tensor<12x535x937xf32>) -> tensor<12x535x937xf32> {
  %0 = tensor.empty() : tensor<12x535x937xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<12x535x937xf32>) -> tensor<12x535x937xf32>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<12x535x64xf32>, tensor<12x64x937xf32>) outs(%1 : tensor<12x535x937xf32>) -> tensor<12x535x937xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<12x535x937xf32>, tensor<12x535x937xf32>) outs(%arg3 : tensor<12x535x937xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %4 = arith.addf %in, %in_0 : f32
    linalg.yield %4 : f32
  } -> tensor<12x535x937xf32>
  return %3 : tensor<12x535x937xf32>
}

// fused-f54d5da763ad: fused (bmm-bmm+scale), f16; cuda-agent synth --seed 2026, candidate 4397
func.func @fused(%arg0: tensor<12x2048x256xf16>, %arg1: tensor<12x256x256xf16>, %arg2: tensor<12x2048x256xf16>) -> tensor<12x2048x256xf16> {
  %0 = tensor.empty() : tensor<12x2048x256xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<12x2048x256xf16>) -> tensor<12x2048x256xf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<12x2048x256xf16>, tensor<12x256x256xf16>) outs(%1 : tensor<12x2048x256xf16>) -> tensor<12x2048x256xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<12x2048x256xf16>) outs(%arg2 : tensor<12x2048x256xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 1.250000e+00 : f16
    %4 = arith.mulf %in, %cst_0 : f16
    linalg.yield %4 : f16
  } -> tensor<12x2048x256xf16>
  return %3 : tensor<12x2048x256xf16>
}

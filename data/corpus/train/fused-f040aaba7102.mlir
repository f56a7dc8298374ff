// fused-f040aaba7102: fused (bmm-bmm+tanh), bf16; cuda-agent synth --seed 2026, candidate 3302
func.func @fused(%arg0: tensor<64x77x197xbf16>, %arg1: tensor<64x197x1024xbf16>, %arg2: tensor<64x77x1024xbf16>) -> tensor<64x77x1024xbf16> {
  %0 = tensor.empty() : tensor<64x77x1024xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<64x77x1024xbf16>) -> tensor<64x77x1024xbf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<64x77x197xbf16>, tensor<64x197x1024xbf16>) outs(%1 : tensor<64x77x1024xbf16>) -> tensor<64x77x1024xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<64x77x1024xbf16>) outs(%arg2 : tensor<64x77x1024xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %4 = math.tanh %in : bf16
    linalg.yield %4 : bf16
  } -> tensor<64x77x1024xbf16>
  return %3 : tensor<64x77x1024xbf16>
}

// fused-bdcf467228c3: fused (bmm-bmm+residual+silu), bf16; cuda-agent synth --seed 2026, candidate 3172
func.func @fused(%arg0: tensor<4x2048x595xbf16>, %arg1: tensor<4x595x384xbf16>, %arg2: tensor<4x2048x384xbf16>, %arg3: tensor<4x2048x384xbf16>) -> tensor<4x2048x384xbf16> {
  %0 = tensor.empty() : tensor<4x2048x384xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<4x2048x384xbf16>) -> tensor<4x2048x384xbf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<4x2048x595xbf16>, tensor<4x595x384xbf16>) outs(%1 : tensor<4x2048x384xbf16>) -> tensor<4x2048x384xbf16>
  %3 = tensor.empty() : tensor<4x2048x384xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<4x2048x384xbf16>, tensor<4x2048x384xbf16>) outs(%3 : tensor<4x2048x384xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %6 = arith.addf %in, %in_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<4x2048x384xbf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<4x2048x384xbf16>) outs(%arg3 : tensor<4x2048x384xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %6 = arith.negf %in : bf16
    %7 = math.exp %6 : bf16
    %cst_0 = arith.constant 1.000000e+00 : bf16
    %8 = arith.addf %cst_0, %7 : bf16
    %9 = arith.divf %in, %8 : bf16
    linalg.yield %9 : bf16
  } -> tensor<4x2048x384xbf16>
  return %5 : tensor<4x2048x384xbf16>
}

// fused-1088b26696c5: fused (bmm-bmm+scale+scale), bf16; cuda-agent synth --seed 2026, candidate 5973
func.func @fused(%arg0: tensor<12x128x77xbf16>, %arg1: tensor<12x77x698xbf16>, %arg2: tensor<12x128x698xbf16>) -> tensor<12x128x698xbf16> {
  %0 = tensor.empty() : tensor<12x128x698xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<12x128x698xbf16>) -> tensor<12x128x698xbf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<12x128x77xbf16>, tensor<12x77x698xbf16>) outs(%1 : tensor<12x128x698xbf16>) -> tensor<12x128x698xbf16>
  %3 = tensor.empty() : tensor<12x128x698xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<12x128x698xbf16>) outs(%3 : tensor<12x128x698xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.000000e+00 : bf16
    %6 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<12x128x698xbf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<12x128x698xbf16>) outs(%arg2 : tensor<12x128x698xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 6.250000e-01 : bf16
    %6 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<12x128x698xbf16>
  return %5 : tensor<12x128x698xbf16>
}

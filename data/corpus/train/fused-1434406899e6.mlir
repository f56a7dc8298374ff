// fused-1434406899e6: fused (bmm-bmm+silu+residual+sigmoid), bf16; cuda-agent synth --seed 2026, candidate 5440
func.func @fused(%arg0: tensor<16x128x197xbf16>, %arg1: tensor<16x197x512xbf16>, %arg2: tensor<16x128x512xbf16>, %arg3: tensor<16x128x512xbf16>) -> tensor<16x128x512xbf16> {
  %0 = tensor.empty() : tensor<16x128x512xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<16x128x512xbf16>) -> tensor<16x128x512xbf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<16x128x197xbf16>, tensor<16x197x512xbf16>) outs(%1 : tensor<16x128x512xbf16>) -> tensor<16x128x512xbf16>
  %3 = tensor.empty() : tensor<16x128x512xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<16x128x512xbf16>) outs(%3 : tensor<16x128x512xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %8 = arith.negf %in : bf16
    %9 = math.exp %8 : bf16
    %cst_0 = arith.constant 1.000000e+00 : bf16
    %10 = arith.addf %cst_0, %9 : bf16
    %11 = arith.divf %in, %10 : bf16
    linalg.yield %11 : bf16
  } -> tensor<16x128x512xbf16>
  %5 = tensor.empty() : tensor<16x128x512xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %arg2 : tensor<16x128x512xbf16>, tensor<16x128x512xbf16>) outs(%5 : tensor<16x128x512xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<16x128x512xbf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<16x128x512xbf16>) outs(%arg3 : tensor<16x128x512xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %8 = arith.negf %in : bf16
    %9 = math.exp %8 : bf16
    %cst_0 = arith.constant 1.000000e+00 : bf16
    %10 = arith.addf %cst_0, %9 : bf16
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %11 = arith.divf %cst_1, %10 : bf16
    linalg.yield %11 : bf16
  } -> tensor<16x128x512xbf16>
  return %7 : tensor<16x128x512xbf16>
}

// fused-a26502cd7048: fused (reduction-mean-inner+bias+scale), bf16; cuda-agent synth --seed 2026, candidate 4674
func.func @fused(%arg0: tensor<32x512x256xbf16>, %arg1: tensor<512xbf16>, %arg2: tensor<32x512xbf16>) -> tensor<32x512xbf16> {
  %0 = tensor.empty() : tensor<32x512xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = tensor.empty() : tensor<32x512xbf16>
  %2 = linalg.fill ins(%cst : bf16) outs(%1 : tensor<32x512xbf16>) -> tensor<32x512xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<32x512x256xbf16>) outs(%2 : tensor<32x512xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %8 = arith.addf %in, %out : bf16
    linalg.yield %8 : bf16
  } -> tensor<32x512xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<32x512xbf16>) outs(%0 : tensor<32x512xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 2.560000e+02 : bf16
    %8 = arith.divf %in, %cst_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<32x512xbf16>
  %5 = tensor.empty() : tensor<32x512xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg1 : tensor<32x512xbf16>, tensor<512xbf16>) outs(%5 : tensor<32x512xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<32x512xbf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<32x512xbf16>) outs(%arg2 : tensor<32x512xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 7.500000e-01 : bf16
    %8 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<32x512xbf16>
  return %7 : tensor<32x512xbf16>
}

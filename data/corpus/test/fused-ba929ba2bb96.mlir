// fused-ba929ba2bb96: fused (reduction-mean-inner+bias+residual+bias+scale), bf16; cuda-agent synth --seed 2026, candidate 6330
func.func @fused(%arg0: tensor<8x583x2560xbf16>, %arg1: tensor<583xbf16>, %arg2: tensor<8x583xbf16>, %arg3: tensor<583xbf16>, %arg4: tensor<8x583xbf16>) -> tensor<8x583xbf16> {
  %0 = tensor.empty() : tensor<8x583xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = tensor.empty() : tensor<8x583xbf16>
  %2 = linalg.fill ins(%cst : bf16) outs(%1 : tensor<8x583xbf16>) -> tensor<8x583xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<8x583x2560xbf16>) outs(%2 : tensor<8x583xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %12 = arith.addf %in, %out : bf16
    linalg.yield %12 : bf16
  } -> tensor<8x583xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<8x583xbf16>) outs(%0 : tensor<8x583xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 2.560000e+03 : bf16
    %12 = arith.divf %in, %cst_0 : bf16
    linalg.yield %12 : bf16
  } -> tensor<8x583xbf16>
  %5 = tensor.empty() : tensor<8x583xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg1 : tensor<8x583xbf16>, tensor<583xbf16>) outs(%5 : tensor<8x583xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %12 = arith.addf %in, %in_0 : bf16
    linalg.yield %12 : bf16
  } -> tensor<8x583xbf16>
  %7 = tensor.empty() : tensor<8x583xbf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %arg2 : tensor<8x583xbf16>, tensor<8x583xbf16>) outs(%7 : tensor<8x583xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %12 = arith.addf %in, %in_0 : bf16
    linalg.yield %12 : bf16
  } -> tensor<8x583xbf16>
  %9 = tensor.empty() : tensor<8x583xbf16>
  %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8, %arg3 : tensor<8x583xbf16>, tensor<583xbf16>) outs(%9 : tensor<8x583xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %12 = arith.addf %in, %in_0 : bf16
    linalg.yield %12 : bf16
  } -> tensor<8x583xbf16>
  %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<8x583xbf16>) outs(%arg4 : tensor<8x583xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.750000e+00 : bf16
    %12 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %12 : bf16
  } -> tensor<8x583xbf16>
  return %11 : tensor<8x583xbf16>
}

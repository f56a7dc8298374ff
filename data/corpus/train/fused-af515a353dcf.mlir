// fused-af515a353dcf: fused (reduction-max-inner+residual+residual+bias+hardswish), bf16; cuda-agent synth --seed 2026, candidate 2828
func.func @fused(%arg0: tensor<64x4096x2048xbf16>, %arg1: tensor<64x4096xbf16>, %arg2: tensor<64x4096xbf16>, %arg3: tensor<4096xbf16>, %arg4: tensor<64x4096xbf16>) -> tensor<64x4096xbf16> {
  %0 = tensor.empty() : tensor<64x4096xbf16>
  %cst = arith.constant 0xFF80 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<64x4096xbf16>) -> tensor<64x4096xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<64x4096x2048xbf16>) outs(%1 : tensor<64x4096xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %10 = arith.maximumf %in, %out : bf16
    linalg.yield %10 : bf16
  } -> tensor<64x4096xbf16>
  %3 = tensor.empty() : tensor<64x4096xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg1 : tensor<64x4096xbf16>, tensor<64x4096xbf16>) outs(%3 : tensor<64x4096xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<64x4096xbf16>
  %5 = tensor.empty() : tensor<64x4096xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg2 : tensor<64x4096xbf16>, tensor<64x4096xbf16>) outs(%5 : tensor<64x4096xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<64x4096xbf16>
  %7 = tensor.empty() : tensor<64x4096xbf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %arg3 : tensor<64x4096xbf16>, tensor<4096xbf16>) outs(%7 : tensor<64x4096xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<64x4096xbf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<64x4096xbf16>) outs(%arg4 : tensor<64x4096xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 6.000000e+00 : bf16
    %cst_1 = arith.constant 0.000000e+00 : bf16
    %cst_2 = arith.constant 3.000000e+00 : bf16
    %10 = arith.addf %in, %cst_2 : bf16
    %11 = arith.maximumf %10, %cst_1 : bf16
    %12 = arith.minimumf %11, %cst_0 : bf16
    %cst_3 = arith.constant 1.669920e-01 : bf16
    %13 = arith.mulf %12, %cst_3 : bf16
    %14 = arith.mulf %in, %13 : bf16
    linalg.yield %14 : bf16
  } -> tensor<64x4096xbf16>
  return %9 : tensor<64x4096xbf16>
}

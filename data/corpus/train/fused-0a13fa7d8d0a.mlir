// fused-0a13fa7d8d0a: fused (reduction-sum-outer+hardswish+gelu+bias+relu), bf16; cuda-agent synth --seed 2026, candidate 391
func.func @fused(%arg0: tensor<65536x11454xbf16>, %arg1: tensor<11454xbf16>, %arg2: tensor<11454xbf16>) -> tensor<11454xbf16> {
  %0 = tensor.empty() : tensor<11454xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<11454xbf16>) -> tensor<11454xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<65536x11454xbf16>) outs(%1 : tensor<11454xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %10 = arith.addf %in, %out : bf16
    linalg.yield %10 : bf16
  } -> tensor<11454xbf16>
  %3 = tensor.empty() : tensor<11454xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<11454xbf16>) outs(%3 : tensor<11454xbf16>) {
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
  } -> tensor<11454xbf16>
  %5 = tensor.empty() : tensor<11454xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4 : tensor<11454xbf16>) outs(%5 : tensor<11454xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %10 = arith.mulf %in, %in : bf16
    %11 = arith.mulf %10, %in : bf16
    %cst_0 = arith.constant 4.467770e-02 : bf16
    %12 = arith.mulf %cst_0, %11 : bf16
    %13 = arith.addf %in, %12 : bf16
    %cst_1 = arith.constant 7.968750e-01 : bf16
    %14 = arith.mulf %cst_1, %13 : bf16
    %15 = math.tanh %14 : bf16
    %cst_2 = arith.constant 1.000000e+00 : bf16
    %16 = arith.addf %cst_2, %15 : bf16
    %cst_3 = arith.constant 5.000000e-01 : bf16
    %17 = arith.mulf %cst_3, %in : bf16
    %18 = arith.mulf %17, %16 : bf16
    linalg.yield %18 : bf16
  } -> tensor<11454xbf16>
  %7 = tensor.empty() : tensor<11454xbf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%6, %arg1 : tensor<11454xbf16>, tensor<11454xbf16>) outs(%7 : tensor<11454xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<11454xbf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%8 : tensor<11454xbf16>) outs(%arg2 : tensor<11454xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 0.000000e+00 : bf16
    %10 = arith.maximumf %in, %cst_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<11454xbf16>
  return %9 : tensor<11454xbf16>
}

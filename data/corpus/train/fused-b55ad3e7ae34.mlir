// fused-b55ad3e7ae34: fused (matmul-tall-skinny+residual+scale+gelu), bf16; cuda-agent synth --seed 2026, candidate 3552
func.func @fused(%arg0: tensor<8192x2048xbf16>, %arg1: tensor<2048x32xbf16>, %arg2: tensor<8192x32xbf16>, %arg3: tensor<8192x32xbf16>) -> tensor<8192x32xbf16> {
  %0 = tensor.empty() : tensor<8192x32xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<8192x32xbf16>) -> tensor<8192x32xbf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<8192x2048xbf16>, tensor<2048x32xbf16>) outs(%1 : tensor<8192x32xbf16>) -> tensor<8192x32xbf16>
  %3 = tensor.empty() : tensor<8192x32xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<8192x32xbf16>, tensor<8192x32xbf16>) outs(%3 : tensor<8192x32xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<8192x32xbf16>
  %5 = tensor.empty() : tensor<8192x32xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<8192x32xbf16>) outs(%5 : tensor<8192x32xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.500000e+00 : bf16
    %8 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<8192x32xbf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<8192x32xbf16>) outs(%arg3 : tensor<8192x32xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %8 = arith.mulf %in, %in : bf16
    %9 = arith.mulf %8, %in : bf16
    %cst_0 = arith.constant 4.467770e-02 : bf16
    %10 = arith.mulf %cst_0, %9 : bf16
    %11 = arith.addf %in, %10 : bf16
    %cst_1 = arith.constant 7.968750e-01 : bf16
    %12 = arith.mulf %cst_1, %11 : bf16
    %13 = math.tanh %12 : bf16
    %cst_2 = arith.constant 1.000000e+00 : bf16
    %14 = arith.addf %cst_2, %13 : bf16
    %cst_3 = arith.constant 5.000000e-01 : bf16
    %15 = arith.mulf %cst_3, %in : bf16
    %16 = arith.mulf %15, %14 : bf16
    linalg.yield %16 : bf16
  } -> tensor<8192x32xbf16>
  return %7 : tensor<8192x32xbf16>
}

// elementwise-11bacd318545: elementwise (gelu+relu+silu), bf16; cuda-agent synth --seed 2026, candidate 4144
func.func @elementwise(%arg0: tensor<196x684790xbf16>, %arg1: tensor<196x684790xbf16>) -> tensor<196x684790xbf16> {
  %0 = tensor.empty() : tensor<196x684790xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<196x684790xbf16>) outs(%0 : tensor<196x684790xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %5 = arith.mulf %in, %in : bf16
    %6 = arith.mulf %5, %in : bf16
    %cst = arith.constant 4.467770e-02 : bf16
    %7 = arith.mulf %cst, %6 : bf16
    %8 = arith.addf %in, %7 : bf16
    %cst_0 = arith.constant 7.968750e-01 : bf16
    %9 = arith.mulf %cst_0, %8 : bf16
    %10 = math.tanh %9 : bf16
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %11 = arith.addf %cst_1, %10 : bf16
    %cst_2 = arith.constant 5.000000e-01 : bf16
    %12 = arith.mulf %cst_2, %in : bf16
    %13 = arith.mulf %12, %11 : bf16
    linalg.yield %13 : bf16
  } -> tensor<196x684790xbf16>
  %2 = tensor.empty() : tensor<196x684790xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<196x684790xbf16>) outs(%2 : tensor<196x684790xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst = arith.constant 0.000000e+00 : bf16
    %5 = arith.maximumf %in, %cst : bf16
    linalg.yield %5 : bf16
  } -> tensor<196x684790xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<196x684790xbf16>) outs(%arg1 : tensor<196x684790xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %5 = arith.negf %in : bf16
    %6 = math.exp %5 : bf16
    %cst = arith.constant 1.000000e+00 : bf16
    %7 = arith.addf %cst, %6 : bf16
    %8 = arith.divf %in, %7 : bf16
    linalg.yield %8 : bf16
  } -> tensor<196x684790xbf16>
  return %4 : tensor<196x684790xbf16>
}

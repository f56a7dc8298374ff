// elementwise-64133b7dbc06: elementwise (hardswish+bias+scale), bf16; cuda-agent synth --seed 2026, candidate 2146
func.func @elementwise(%arg0: tensor<4194304xbf16>, %arg1: tensor<4194304xbf16>, %arg2: tensor<4194304xbf16>) -> tensor<4194304xbf16> {
  %0 = tensor.empty() : tensor<4194304xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<4194304xbf16>) outs(%0 : tensor<4194304xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst = arith.constant 6.000000e+00 : bf16
    %cst_0 = arith.constant 0.000000e+00 : bf16
    %cst_1 = arith.constant 3.000000e+00 : bf16
    %5 = arith.addf %in, %cst_1 : bf16
    %6 = arith.maximumf %5, %cst_0 : bf16
    %7 = arith.minimumf %6, %cst : bf16
    %cst_2 = arith.constant 1.669920e-01 : bf16
    %8 = arith.mulf %7, %cst_2 : bf16
    %9 = arith.mulf %in, %8 : bf16
    linalg.yield %9 : bf16
  } -> tensor<4194304xbf16>
  %2 = tensor.empty() : tensor<4194304xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1, %arg1 : tensor<4194304xbf16>, tensor<4194304xbf16>) outs(%2 : tensor<4194304xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %5 = arith.addf %in, %in_0 : bf16
    linalg.yield %5 : bf16
  } -> tensor<4194304xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<4194304xbf16>) outs(%arg2 : tensor<4194304xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst = arith.constant 2.000000e+00 : bf16
    %5 = arith.mulf %in, %cst : bf16
    linalg.yield %5 : bf16
  } -> tensor<4194304xbf16>
  return %4 : tensor<4194304xbf16>
}

// elementwise-f04962fb48e2: elementwise (silu+bias+hardswish), f16; cuda-agent synth --seed 2026, candidate 365
func.func @elementwise(%arg0: tensor<4194304xf16>, %arg1: tensor<4194304xf16>, %arg2: tensor<4194304xf16>) -> tensor<4194304xf16> {
  %0 = tensor.empty() : tensor<4194304xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<4194304xf16>) outs(%0 : tensor<4194304xf16>) {
  ^bb0(%in: f16, %out: f16):
    %5 = arith.negf %in : f16
    %6 = math.exp %5 : f16
    %cst = arith.constant 1.000000e+00 : f16
    %7 = arith.addf %cst, %6 : f16
    %8 = arith.divf %in, %7 : f16
    linalg.yield %8 : f16
  } -> tensor<4194304xf16>
  %2 = tensor.empty() : tensor<4194304xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1, %arg1 : tensor<4194304xf16>, tensor<4194304xf16>) outs(%2 : tensor<4194304xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %5 = arith.addf %in, %in_0 : f16
    linalg.yield %5 : f16
  } -> tensor<4194304xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<4194304xf16>) outs(%arg2 : tensor<4194304xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst = arith.constant 6.000000e+00 : f16
    %cst_0 = arith.constant 0.000000e+00 : f16
    %cst_1 = arith.constant 3.000000e+00 : f16
    %5 = arith.addf %in, %cst_1 : f16
    %6 = arith.maximumf %5, %cst_0 : f16
    %7 = arith.minimumf %6, %cst : f16
    %cst_2 = arith.constant 1.666260e-01 : f16
    %8 = arith.mulf %7, %cst_2 : f16
    %9 = arith.mulf %in, %8 : f16
    linalg.yield %9 : f16
  } -> tensor<4194304xf16>
  return %4 : tensor<4194304xf16>
}

// elementwise-87adeb4cd4b5: elementwise (tanh+hardswish), f16; cuda-agent synth --seed 2026, candidate 4577
func.func @elementwise(%arg0: tensor<33554432xf16>, %arg1: tensor<33554432xf16>) -> tensor<33554432xf16> {
  %0 = tensor.empty() : tensor<33554432xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<33554432xf16>) outs(%0 : tensor<33554432xf16>) {
  ^bb0(%in: f16, %out: f16):
    %3 = math.tanh %in : f16
    linalg.yield %3 : f16
  } -> tensor<33554432xf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1 : tensor<33554432xf16>) outs(%arg1 : tensor<33554432xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst = arith.constant 6.000000e+00 : f16
    %cst_0 = arith.constant 0.000000e+00 : f16
    %cst_1 = arith.constant 3.000000e+00 : f16
    %3 = arith.addf %in, %cst_1 : f16
    %4 = arith.maximumf %3, %cst_0 : f16
    %5 = arith.minimumf %4, %cst : f16
    %cst_2 = arith.constant 1.666260e-01 : f16
    %6 = arith.mulf %5, %cst_2 : f16
    %7 = arith.mulf %in, %6 : f16
    linalg.yield %7 : f16
  } -> tensor<33554432xf16>
  return %2 : tensor<33554432xf16>
}

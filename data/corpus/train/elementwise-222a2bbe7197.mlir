// elementwise-222a2bbe7197: elementwise (leaky_relu+gelu), f16; cuda-agent synth --seed 2026, candidate 2833
func.func @elementwise(%arg0: tensor<4194312xf16>, %arg1: tensor<4194312xf16>) -> tensor<4194312xf16> {
  %0 = tensor.empty() : tensor<4194312xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<4194312xf16>) outs(%0 : tensor<4194312xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst = arith.constant 1.000210e-02 : f16
    %3 = arith.mulf %cst, %in : f16
    %cst_0 = arith.constant 0.000000e+00 : f16
    %4 = arith.cmpf ogt, %in, %cst_0 : f16
    %5 = arith.select %4, %in, %3 : f16
    linalg.yield %5 : f16
  } -> tensor<4194312xf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1 : tensor<4194312xf16>) outs(%arg1 : tensor<4194312xf16>) {
  ^bb0(%in: f16, %out: f16):
    %3 = arith.mulf %in, %in : f16
    %4 = arith.mulf %3, %in : f16
    %cst = arith.constant 4.470830e-02 : f16
    %5 = arith.mulf %cst, %4 : f16
    %6 = arith.addf %in, %5 : f16
    %cst_0 = arith.constant 7.978520e-01 : f16
    %7 = arith.mulf %cst_0, %6 : f16
    %8 = math.tanh %7 : f16
    %cst_1 = arith.constant 1.000000e+00 : f16
    %9 = arith.addf %cst_1, %8 : f16
    %cst_2 = arith.constant 5.000000e-01 : f16
    %10 = arith.mulf %cst_2, %in : f16
    %11 = arith.mulf %10, %9 : f16
    linalg.yield %11 : f16
  } -> tensor<4194312xf16>
  return %2 : tensor<4194312xf16>
}

// elementwise-e1ba7558f2be: elementwise (leaky_relu+bias+leaky_relu+bias), f16; cuda-agent synth --seed 2026, candidate 1138
func.func @elementwise(%arg0: tensor<16777216xf16>, %arg1: tensor<16777216xf16>, %arg2: tensor<16777216xf16>, %arg3: tensor<16777216xf16>) -> tensor<16777216xf16> {
  %0 = tensor.empty() : tensor<16777216xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<16777216xf16>) outs(%0 : tensor<16777216xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst = arith.constant 1.000210e-02 : f16
    %7 = arith.mulf %cst, %in : f16
    %cst_0 = arith.constant 0.000000e+00 : f16
    %8 = arith.cmpf ogt, %in, %cst_0 : f16
    %9 = arith.select %8, %in, %7 : f16
    linalg.yield %9 : f16
  } -> tensor<16777216xf16>
  %2 = tensor.empty() : tensor<16777216xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1, %arg1 : tensor<16777216xf16>, tensor<16777216xf16>) outs(%2 : tensor<16777216xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %7 = arith.addf %in, %in_0 : f16
    linalg.yield %7 : f16
  } -> tensor<16777216xf16>
  %4 = tensor.empty() : tensor<16777216xf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<16777216xf16>) outs(%4 : tensor<16777216xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst = arith.constant 1.000210e-02 : f16
    %7 = arith.mulf %cst, %in : f16
    %cst_0 = arith.constant 0.000000e+00 : f16
    %8 = arith.cmpf ogt, %in, %cst_0 : f16
    %9 = arith.select %8, %in, %7 : f16
    linalg.yield %9 : f16
  } -> tensor<16777216xf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%5, %arg2 : tensor<16777216xf16>, tensor<16777216xf16>) outs(%arg3 : tensor<16777216xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %7 = arith.addf %in, %in_0 : f16
    linalg.yield %7 : f16
  } -> tensor<16777216xf16>
  return %6 : tensor<16777216xf16>
}

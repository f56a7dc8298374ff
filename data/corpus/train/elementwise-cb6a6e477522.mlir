// elementwise-cb6a6e477522: elementwise (leaky_relu+bias+scale), f16; cuda-agent synth --seed 2026, candidate 3373
func.func @elementwise(%arg0: tensor<4x196x85598xf16>, %arg1: tensor<85598xf16>, %arg2: tensor<4x196x85598xf16>) -> tensor<4x196x85598xf16> {
  %0 = tensor.empty() : tensor<4x196x85598xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<4x196x85598xf16>) outs(%0 : tensor<4x196x85598xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst = arith.constant 1.000210e-02 : f16
    %5 = arith.mulf %cst, %in : f16
    %cst_0 = arith.constant 0.000000e+00 : f16
    %6 = arith.cmpf ogt, %in, %cst_0 : f16
    %7 = arith.select %6, %in, %5 : f16
    linalg.yield %7 : f16
  } -> tensor<4x196x85598xf16>
  %2 = tensor.empty() : tensor<4x196x85598xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<4x196x85598xf16>, tensor<85598xf16>) outs(%2 : tensor<4x196x85598xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %5 = arith.addf %in, %in_0 : f16
    linalg.yield %5 : f16
  } -> tensor<4x196x85598xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<4x196x85598xf16>) outs(%arg2 : tensor<4x196x85598xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst = arith.constant 2.500000e-01 : f16
    %5 = arith.mulf %in, %cst : f16
    linalg.yield %5 : f16
  } -> tensor<4x196x85598xf16>
  return %4 : tensor<4x196x85598xf16>
}

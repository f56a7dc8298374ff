// elementwise-fdd4504bca4f: elementwise (tanh+scale+bias+bias), f16; cuda-agent synth --seed 2026, candidate 4669
func.func @elementwise(%arg0: tensor<16x256x16x262xf16>, %arg1: tensor<262xf16>, %arg2: tensor<262xf16>, %arg3: tensor<16x256x16x262xf16>) -> tensor<16x256x16x262xf16> {
  %0 = tensor.empty() : tensor<16x256x16x262xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<16x256x16x262xf16>) outs(%0 : tensor<16x256x16x262xf16>) {
  ^bb0(%in: f16, %out: f16):
    %7 = math.tanh %in : f16
    linalg.yield %7 : f16
  } -> tensor<16x256x16x262xf16>
  %2 = tensor.empty() : tensor<16x256x16x262xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<16x256x16x262xf16>) outs(%2 : tensor<16x256x16x262xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst = arith.constant 1.750000e+00 : f16
    %7 = arith.mulf %in, %cst : f16
    linalg.yield %7 : f16
  } -> tensor<16x256x16x262xf16>
  %4 = tensor.empty() : tensor<16x256x16x262xf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %arg1 : tensor<16x256x16x262xf16>, tensor<262xf16>) outs(%4 : tensor<16x256x16x262xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %7 = arith.addf %in, %in_0 : f16
    linalg.yield %7 : f16
  } -> tensor<16x256x16x262xf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %arg2 : tensor<16x256x16x262xf16>, tensor<262xf16>) outs(%arg3 : tensor<16x256x16x262xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %7 = arith.addf %in, %in_0 : f16
    linalg.yield %7 : f16
  } -> tensor<16x256x16x262xf16>
  return %6 : tensor<16x256x16x262xf16>
}

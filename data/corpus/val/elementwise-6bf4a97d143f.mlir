// elementwise-6bf4a97d143f: elementwise (hardswish+scale+residual), f16; cuda-agent synth --seed 2026, candidate 5993
func.func @elementwise(%arg0: tensor<8x256x4x2060xf16>, %arg1: tensor<8x256x4x2060xf16>, %arg2: tensor<8x256x4x2060xf16>) -> tensor<8x256x4x2060xf16> {
  %0 = tensor.empty() : tensor<8x256x4x2060xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x256x4x2060xf16>) outs(%0 : tensor<8x256x4x2060xf16>) {
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
  } -> tensor<8x256x4x2060xf16>
  %2 = tensor.empty() : tensor<8x256x4x2060xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<8x256x4x2060xf16>) outs(%2 : tensor<8x256x4x2060xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst = arith.constant 1.625000e+00 : f16
    %5 = arith.mulf %in, %cst : f16
    linalg.yield %5 : f16
  } -> tensor<8x256x4x2060xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %arg1 : tensor<8x256x4x2060xf16>, tensor<8x256x4x2060xf16>) outs(%arg2 : tensor<8x256x4x2060xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %5 = arith.addf %in, %in_0 : f16
    linalg.yield %5 : f16
  } -> tensor<8x256x4x2060xf16>
  return %4 : tensor<8x256x4x2060xf16>
}

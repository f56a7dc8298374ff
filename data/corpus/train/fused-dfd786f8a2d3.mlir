// fused-dfd786f8a2d3: fused (bmm-bmm+hardswish+bias), f16; cuda-agent synth --seed 2026, candidate 3950
func.func @fused(%arg0: tensor<12x2048x577xf16>, %arg1: tensor<12x577x197xf16>, %arg2: tensor<197xf16>, %arg3: tensor<12x2048x197xf16>) -> tensor<12x2048x197xf16> {
  %0 = tensor.empty() : tensor<12x2048x197xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<12x2048x197xf16>) -> tensor<12x2048x197xf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<12x2048x577xf16>, tensor<12x577x197xf16>) outs(%1 : tensor<12x2048x197xf16>) -> tensor<12x2048x197xf16>
  %3 = tensor.empty() : tensor<12x2048x197xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<12x2048x197xf16>) outs(%3 : tensor<12x2048x197xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 6.000000e+00 : f16
    %cst_1 = arith.constant 0.000000e+00 : f16
    %cst_2 = arith.constant 3.000000e+00 : f16
    %6 = arith.addf %in, %cst_2 : f16
    %7 = arith.maximumf %6, %cst_1 : f16
    %8 = arith.minimumf %7, %cst_0 : f16
    %cst_3 = arith.constant 1.666260e-01 : f16
    %9 = arith.mulf %8, %cst_3 : f16
    %10 = arith.mulf %in, %9 : f16
    linalg.yield %10 : f16
  } -> tensor<12x2048x197xf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %arg2 : tensor<12x2048x197xf16>, tensor<197xf16>) outs(%arg3 : tensor<12x2048x197xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %6 = arith.addf %in, %in_0 : f16
    linalg.yield %6 : f16
  } -> tensor<12x2048x197xf16>
  return %5 : tensor<12x2048x197xf16>
}

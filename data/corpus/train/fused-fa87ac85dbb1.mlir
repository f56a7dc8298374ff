// fused-fa87ac85dbb1: fused (matmul-irregular+sigmoid+bias), f16; cuda-agent synth --seed 2026, candidate 1846
func.func @fused(%arg0: tensor<1355x1852xf16>, %arg1: tensor<1852x1530xf16>, %arg2: tensor<1530xf16>, %arg3: tensor<1355x1530xf16>) -> tensor<1355x1530xf16> {
  %0 = tensor.empty() : tensor<1355x1530xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<1355x1530xf16>) -> tensor<1355x1530xf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<1355x1852xf16>, tensor<1852x1530xf16>) outs(%1 : tensor<1355x1530xf16>) -> tensor<1355x1530xf16>
  %3 = tensor.empty() : tensor<1355x1530xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<1355x1530xf16>) outs(%3 : tensor<1355x1530xf16>) {
  ^bb0(%in: f16, %out: f16):
    %6 = arith.negf %in : f16
    %7 = math.exp %6 : f16
    %cst_0 = arith.constant 1.000000e+00 : f16
    %8 = arith.addf %cst_0, %7 : f16
    %cst_1 = arith.constant 1.000000e+00 : f16
    %9 = arith.divf %cst_1, %8 : f16
    linalg.yield %9 : f16
  } -> tensor<1355x1530xf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg2 : tensor<1355x1530xf16>, tensor<1530xf16>) outs(%arg3 : tensor<1355x1530xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %6 = arith.addf %in, %in_0 : f16
    linalg.yield %6 : f16
  } -> tensor<1355x1530xf16>
  return %5 : tensor<1355x1530xf16>
}

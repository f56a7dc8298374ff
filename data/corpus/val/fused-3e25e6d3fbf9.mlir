// fused-3e25e6d3fbf9: fused (matmul-irregular+residual+relu+scale), f16; cuda-agent synth --seed 2026, candidate 5987
func.func @fused(%arg0: tensor<2808x1653xf16>, %arg1: tensor<1653x799xf16>, %arg2: tensor<2808x799xf16>, %arg3: tensor<2808x799xf16>) -> tensor<2808x799xf16> {
  %0 = tensor.empty() : tensor<2808x799xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<2808x799xf16>) -> tensor<2808x799xf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<2808x1653xf16>, tensor<1653x799xf16>) outs(%1 : tensor<2808x799xf16>) -> tensor<2808x799xf16>
  %3 = tensor.empty() : tensor<2808x799xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<2808x799xf16>, tensor<2808x799xf16>) outs(%3 : tensor<2808x799xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %8 = arith.addf %in, %in_0 : f16
    linalg.yield %8 : f16
  } -> tensor<2808x799xf16>
  %5 = tensor.empty() : tensor<2808x799xf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<2808x799xf16>) outs(%5 : tensor<2808x799xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 0.000000e+00 : f16
    %8 = arith.maximumf %in, %cst_0 : f16
    linalg.yield %8 : f16
  } -> tensor<2808x799xf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<2808x799xf16>) outs(%arg3 : tensor<2808x799xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 8.750000e-01 : f16
    %8 = arith.mulf %in, %cst_0 : f16
    linalg.yield %8 : f16
  } -> tensor<2808x799xf16>
  return %7 : tensor<2808x799xf16>
}

// fused-7a9f4ef8ae07: fused (matmul-tall-skinny+residual+residual+residual+sigmoid), f16; cuda-agent synth --seed 2026, candidate 4735
func.func @fused(%arg0: tensor<50123x256xf16>, %arg1: tensor<256x64xf16>, %arg2: tensor<50123x64xf16>, %arg3: tensor<50123x64xf16>, %arg4: tensor<50123x64xf16>, %arg5: tensor<50123x64xf16>) -> tensor<50123x64xf16> {
  %0 = tensor.empty() : tensor<50123x64xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<50123x64xf16>) -> tensor<50123x64xf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<50123x256xf16>, tensor<256x64xf16>) outs(%1 : tensor<50123x64xf16>) -> tensor<50123x64xf16>
  %3 = tensor.empty() : tensor<50123x64xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<50123x64xf16>, tensor<50123x64xf16>) outs(%3 : tensor<50123x64xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.addf %in, %in_0 : f16
    linalg.yield %10 : f16
  } -> tensor<50123x64xf16>
  %5 = tensor.empty() : tensor<50123x64xf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg3 : tensor<50123x64xf16>, tensor<50123x64xf16>) outs(%5 : tensor<50123x64xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.addf %in, %in_0 : f16
    linalg.yield %10 : f16
  } -> tensor<50123x64xf16>
  %7 = tensor.empty() : tensor<50123x64xf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %arg4 : tensor<50123x64xf16>, tensor<50123x64xf16>) outs(%7 : tensor<50123x64xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.addf %in, %in_0 : f16
    linalg.yield %10 : f16
  } -> tensor<50123x64xf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<50123x64xf16>) outs(%arg5 : tensor<50123x64xf16>) {
  ^bb0(%in: f16, %out: f16):
    %10 = arith.negf %in : f16
    %11 = math.exp %10 : f16
    %cst_0 = arith.constant 1.000000e+00 : f16
    %12 = arith.addf %cst_0, %11 : f16
    %cst_1 = arith.constant 1.000000e+00 : f16
    %13 = arith.divf %cst_1, %12 : f16
    linalg.yield %13 : f16
  } -> tensor<50123x64xf16>
  return %9 : tensor<50123x64xf16>
}

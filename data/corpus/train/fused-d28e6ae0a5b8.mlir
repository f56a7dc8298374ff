// fused-d28e6ae0a5b8: fused (matmul-transposed-b+residual+bias+scale+bias), f16; cuda-agent synth --seed 2026, candidate 5569
func.func @fused(%arg0: tensor<2048x256xf16>, %arg1: tensor<1024x256xf16>, %arg2: tensor<2048x1024xf16>, %arg3: tensor<1024xf16>, %arg4: tensor<1024xf16>, %arg5: tensor<2048x1024xf16>) -> tensor<2048x1024xf16> {
  %0 = tensor.empty() : tensor<2048x1024xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<2048x1024xf16>) -> tensor<2048x1024xf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2048x256xf16>, tensor<1024x256xf16>) outs(%1 : tensor<2048x1024xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.mulf %in, %in_0 : f16
    %11 = arith.addf %out, %10 : f16
    linalg.yield %11 : f16
  } -> tensor<2048x1024xf16>
  %3 = tensor.empty() : tensor<2048x1024xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<2048x1024xf16>, tensor<2048x1024xf16>) outs(%3 : tensor<2048x1024xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.addf %in, %in_0 : f16
    linalg.yield %10 : f16
  } -> tensor<2048x1024xf16>
  %5 = tensor.empty() : tensor<2048x1024xf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg3 : tensor<2048x1024xf16>, tensor<1024xf16>) outs(%5 : tensor<2048x1024xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.addf %in, %in_0 : f16
    linalg.yield %10 : f16
  } -> tensor<2048x1024xf16>
  %7 = tensor.empty() : tensor<2048x1024xf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<2048x1024xf16>) outs(%7 : tensor<2048x1024xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 1.875000e+00 : f16
    %10 = arith.mulf %in, %cst_0 : f16
    linalg.yield %10 : f16
  } -> tensor<2048x1024xf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8, %arg4 : tensor<2048x1024xf16>, tensor<1024xf16>) outs(%arg5 : tensor<2048x1024xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.addf %in, %in_0 : f16
    linalg.yield %10 : f16
  } -> tensor<2048x1024xf16>
  return %9 : tensor<2048x1024xf16>
}

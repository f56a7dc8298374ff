// fused-9148846aaf5e: fused (matmul-transposed-a+hardswish+bias+hardswish+residual), f16; cuda-agent synth --seed 2026, candidate 4463
func.func @fused(%arg0: tensor<1536x256xf16>, %arg1: tensor<1536x1024xf16>, %arg2: tensor<1024xf16>, %arg3: tensor<256x1024xf16>, %arg4: tensor<256x1024xf16>) -> tensor<256x1024xf16> {
  %0 = tensor.empty() : tensor<256x1024xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<256x1024xf16>) -> tensor<256x1024xf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<1536x256xf16>, tensor<1536x1024xf16>) outs(%1 : tensor<256x1024xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.mulf %in, %in_0 : f16
    %11 = arith.addf %out, %10 : f16
    linalg.yield %11 : f16
  } -> tensor<256x1024xf16>
  %3 = tensor.empty() : tensor<256x1024xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<256x1024xf16>) outs(%3 : tensor<256x1024xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 6.000000e+00 : f16
    %cst_1 = arith.constant 0.000000e+00 : f16
    %cst_2 = arith.constant 3.000000e+00 : f16
    %10 = arith.addf %in, %cst_2 : f16
    %11 = arith.maximumf %10, %cst_1 : f16
    %12 = arith.minimumf %11, %cst_0 : f16
    %cst_3 = arith.constant 1.666260e-01 : f16
    %13 = arith.mulf %12, %cst_3 : f16
    %14 = arith.mulf %in, %13 : f16
    linalg.yield %14 : f16
  } -> tensor<256x1024xf16>
  %5 = tensor.empty() : tensor<256x1024xf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg2 : tensor<256x1024xf16>, tensor<1024xf16>) outs(%5 : tensor<256x1024xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.addf %in, %in_0 : f16
    linalg.yield %10 : f16
  } -> tensor<256x1024xf16>
  %7 = tensor.empty() : tensor<256x1024xf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<256x1024xf16>) outs(%7 : tensor<256x1024xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 6.000000e+00 : f16
    %cst_1 = arith.constant 0.000000e+00 : f16
    %cst_2 = arith.constant 3.000000e+00 : f16
    %10 = arith.addf %in, %cst_2 : f16
    %11 = arith.maximumf %10, %cst_1 : f16
    %12 = arith.minimumf %11, %cst_0 : f16
    %cst_3 = arith.constant 1.666260e-01 : f16
    %13 = arith.mulf %12, %cst_3 : f16
    %14 = arith.mulf %in, %13 : f16
    linalg.yield %14 : f16
  } -> tensor<256x1024xf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8, %arg3 : tensor<256x1024xf16>, tensor<256x1024xf16>) outs(%arg4 : tensor<256x1024xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.addf %in, %in_0 : f16
    linalg.yield %10 : f16
  } -> tensor<256x1024xf16>
  return %9 : tensor<256x1024xf16>
}

// fused-a75a9b092fd0: fused (matmul-transposed-a+tanh+residual+residual+sigmoid), f16; cuda-agent synth --seed 2026, candidate 546
func.func @fused(%arg0: tensor<4096x486xf16>, %arg1: tensor<4096x384xf16>, %arg2: tensor<486x384xf16>, %arg3: tensor<486x384xf16>, %arg4: tensor<486x384xf16>) -> tensor<486x384xf16> {
  %0 = tensor.empty() : tensor<486x384xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<486x384xf16>) -> tensor<486x384xf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4096x486xf16>, tensor<4096x384xf16>) outs(%1 : tensor<486x384xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.mulf %in, %in_0 : f16
    %11 = arith.addf %out, %10 : f16
    linalg.yield %11 : f16
  } -> tensor<486x384xf16>
  %3 = tensor.empty() : tensor<486x384xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<486x384xf16>) outs(%3 : tensor<486x384xf16>) {
  ^bb0(%in: f16, %out: f16):
    %10 = math.tanh %in : f16
    linalg.yield %10 : f16
  } -> tensor<486x384xf16>
  %5 = tensor.empty() : tensor<486x384xf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg2 : tensor<486x384xf16>, tensor<486x384xf16>) outs(%5 : tensor<486x384xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.addf %in, %in_0 : f16
    linalg.yield %10 : f16
  } -> tensor<486x384xf16>
  %7 = tensor.empty() : tensor<486x384xf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %arg3 : tensor<486x384xf16>, tensor<486x384xf16>) outs(%7 : tensor<486x384xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %10 = arith.addf %in, %in_0 : f16
    linalg.yield %10 : f16
  } -> tensor<486x384xf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<486x384xf16>) outs(%arg4 : tensor<486x384xf16>) {
  ^bb0(%in: f16, %out: f16):
    %10 = arith.negf %in : f16
    %11 = math.exp %10 : f16
    %cst_0 = arith.constant 1.000000e+00 : f16
    %12 = arith.addf %cst_0, %11 : f16
    %cst_1 = arith.constant 1.000000e+00 : f16
    %13 = arith.divf %cst_1, %12 : f16
    linalg.yield %13 : f16
  } -> tensor<486x384xf16>
  return %9 : tensor<486x384xf16>
}

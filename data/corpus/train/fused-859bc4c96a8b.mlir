// fused-859bc4c96a8b: fused (matmul-transposed-a+bias+bias), f16; cuda-agent synth --seed 2026, candidate 4624
func.func @fused(%arg0: tensor<4096x4096xf16>, %arg1: tensor<4096x1536xf16>, %arg2: tensor<1536xf16>, %arg3: tensor<1536xf16>, %arg4: tensor<4096x1536xf16>) -> tensor<4096x1536xf16> {
  %0 = tensor.empty() : tensor<4096x1536xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<4096x1536xf16>) -> tensor<4096x1536xf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4096x4096xf16>, tensor<4096x1536xf16>) outs(%1 : tensor<4096x1536xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %6 = arith.mulf %in, %in_0 : f16
    %7 = arith.addf %out, %6 : f16
    linalg.yield %7 : f16
  } -> tensor<4096x1536xf16>
  %3 = tensor.empty() : tensor<4096x1536xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<4096x1536xf16>, tensor<1536xf16>) outs(%3 : tensor<4096x1536xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %6 = arith.addf %in, %in_0 : f16
    linalg.yield %6 : f16
  } -> tensor<4096x1536xf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg3 : tensor<4096x1536xf16>, tensor<1536xf16>) outs(%arg4 : tensor<4096x1536xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %6 = arith.addf %in, %in_0 : f16
    linalg.yield %6 : f16
  } -> tensor<4096x1536xf16>
  return %5 : tensor<4096x1536xf16>
}

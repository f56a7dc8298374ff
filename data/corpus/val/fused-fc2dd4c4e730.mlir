// fused-fc2dd4c4e730: fused (matmul-transposed-b+relu+residual+residual+scale), bf16; cuda-agent synth --seed 2026, candidate 1566
func.func @fused(%arg0: tensor<4096x197xbf16>, %arg1: tensor<2048x197xbf16>, %arg2: tensor<4096x2048xbf16>, %arg3: tensor<4096x2048xbf16>, %arg4: tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16> {
  %0 = tensor.empty() : tensor<4096x2048xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<4096x2048xbf16>) -> tensor<4096x2048xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4096x197xbf16>, tensor<2048x197xbf16>) outs(%1 : tensor<4096x2048xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.mulf %in, %in_0 : bf16
    %11 = arith.addf %out, %10 : bf16
    linalg.yield %11 : bf16
  } -> tensor<4096x2048xbf16>
  %3 = tensor.empty() : tensor<4096x2048xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<4096x2048xbf16>) outs(%3 : tensor<4096x2048xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 0.000000e+00 : bf16
    %10 = arith.maximumf %in, %cst_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<4096x2048xbf16>
  %5 = tensor.empty() : tensor<4096x2048xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg2 : tensor<4096x2048xbf16>, tensor<4096x2048xbf16>) outs(%5 : tensor<4096x2048xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<4096x2048xbf16>
  %7 = tensor.empty() : tensor<4096x2048xbf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %arg3 : tensor<4096x2048xbf16>, tensor<4096x2048xbf16>) outs(%7 : tensor<4096x2048xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<4096x2048xbf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<4096x2048xbf16>) outs(%arg4 : tensor<4096x2048xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 8.750000e-01 : bf16
    %10 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<4096x2048xbf16>
  return %9 : tensor<4096x2048xbf16>
}

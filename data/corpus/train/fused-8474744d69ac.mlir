// fused-8474744d69ac: fused (matmul-transposed-b+scale), f16; cuda-agent synth --seed 2026, candidate 4362
func.func @fused(%arg0: tensor<256x1024xf16>, %arg1: tensor<2048x1024xf16>, %arg2: tensor<256x2048xf16>) -> tensor<256x2048xf16> {
  %0 = tensor.empty() : tensor<256x2048xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<256x2048xf16>) -> tensor<256x2048xf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<256x1024xf16>, tensor<2048x1024xf16>) outs(%1 : tensor<256x2048xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %4 = arith.mulf %in, %in_0 : f16
    %5 = arith.addf %out, %4 : f16
    linalg.yield %5 : f16
  } -> tensor<256x2048xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<256x2048xf16>) outs(%arg2 : tensor<256x2048xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 3.750000e-01 : f16
    %4 = arith.mulf %in, %cst_0 : f16
    linalg.yield %4 : f16
  } -> tensor<256x2048xf16>
  return %3 : tensor<256x2048xf16>
}

// fused-84876df65cd8: fused (matmul-transposed-b+scale+scale), bf16; cuda-agent synth --seed 2026, candidate 1079
func.func @fused(%arg0: tensor<4096x384xbf16>, %arg1: tensor<3304x384xbf16>, %arg2: tensor<4096x3304xbf16>) -> tensor<4096x3304xbf16> {
  %0 = tensor.empty() : tensor<4096x3304xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<4096x3304xbf16>) -> tensor<4096x3304xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4096x384xbf16>, tensor<3304x384xbf16>) outs(%1 : tensor<4096x3304xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %6 = arith.mulf %in, %in_0 : bf16
    %7 = arith.addf %out, %6 : bf16
    linalg.yield %7 : bf16
  } -> tensor<4096x3304xbf16>
  %3 = tensor.empty() : tensor<4096x3304xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<4096x3304xbf16>) outs(%3 : tensor<4096x3304xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 2.500000e-01 : bf16
    %6 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<4096x3304xbf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<4096x3304xbf16>) outs(%arg2 : tensor<4096x3304xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.750000e+00 : bf16
    %6 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<4096x3304xbf16>
  return %5 : tensor<4096x3304xbf16>
}

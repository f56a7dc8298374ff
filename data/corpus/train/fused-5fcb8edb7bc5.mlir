// fused-5fcb8edb7bc5: fused (reduction-mean-inner+scale), f16; cuda-agent synth --seed 2026, candidate 460
func.func @fused(%arg0: tensor<1024x8192xf16>, %arg1: tensor<1024xf16>) -> tensor<1024xf16> {
  %0 = tensor.empty() : tensor<1024xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = tensor.empty() : tensor<1024xf16>
  %2 = linalg.fill ins(%cst : f16) outs(%1 : tensor<1024xf16>) -> tensor<1024xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<1024x8192xf16>) outs(%2 : tensor<1024xf16>) {
  ^bb0(%in: f16, %out: f16):
    %6 = arith.addf %in, %out : f16
    linalg.yield %6 : f16
  } -> tensor<1024xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<1024xf16>) outs(%0 : tensor<1024xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 8.192000e+03 : f16
    %6 = arith.divf %in, %cst_0 : f16
    linalg.yield %6 : f16
  } -> tensor<1024xf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4 : tensor<1024xf16>) outs(%arg1 : tensor<1024xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 1.000000e+00 : f16
    %6 = arith.mulf %in, %cst_0 : f16
    linalg.yield %6 : f16
  } -> tensor<1024xf16>
  return %5 : tensor<1024xf16>
}

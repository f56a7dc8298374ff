// fused-d2befce5b5e9: fused (matmul-square+residual+leaky_relu), bf16; cuda-agent synth --seed 2026, candidate 1844
func.func @fused(%arg0: tensor<1024x1024xbf16>, %arg1: tensor<1024x1024xbf16>, %arg2: tensor<1024x1024xbf16>, %arg3: tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16> {
  %0 = tensor.empty() : tensor<1024x1024xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) outs(%1 : tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
  %3 = tensor.empty() : tensor<1024x1024xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) outs(%3 : tensor<1024x1024xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %6 = arith.addf %in, %in_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<1024x1024xbf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<1024x1024xbf16>) outs(%arg3 : tensor<1024x1024xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.000980e-02 : bf16
    %6 = arith.mulf %cst_0, %in : bf16
    %cst_1 = arith.constant 0.000000e+00 : bf16
    %7 = arith.cmpf ogt, %in, %cst_1 : bf16
    %8 = arith.select %7, %in, %6 : bf16
    linalg.yield %8 : bf16
  } -> tensor<1024x1024xbf16>
  return %5 : tensor<1024x1024xbf16>
}

// fused-7ccd046dc919: fused (reduction-min-inner+leaky_relu), f16; cuda-agent synth --seed 2026, candidate 1469
func.func @fused(%arg0: tensor<14489x4096xf16>, %arg1: tensor<14489xf16>) -> tensor<14489xf16> {
  %0 = tensor.empty() : tensor<14489xf16>
  %cst = arith.constant 0x7C00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<14489xf16>) -> tensor<14489xf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<14489x4096xf16>) outs(%1 : tensor<14489xf16>) {
  ^bb0(%in: f16, %out: f16):
    %4 = arith.minimumf %in, %out : f16
    linalg.yield %4 : f16
  } -> tensor<14489xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<14489xf16>) outs(%arg1 : tensor<14489xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 1.000210e-02 : f16
    %4 = arith.mulf %cst_0, %in : f16
    %cst_1 = arith.constant 0.000000e+00 : f16
    %5 = arith.cmpf ogt, %in, %cst_1 : f16
    %6 = arith.select %5, %in, %4 : f16
    linalg.yield %6 : f16
  } -> tensor<14489xf16>
  return %3 : tensor<14489xf16>
}

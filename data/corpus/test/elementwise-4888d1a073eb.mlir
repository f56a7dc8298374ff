// elementwise-4888d1a073eb: elementwise (sigmoid+leaky_relu), f16; cuda-agent synth --seed 2026, candidate 3170
func.func @elementwise(%arg0: tensor<8x2097152xf16>, %arg1: tensor<8x2097152xf16>) -> tensor<8x2097152xf16> {
  %0 = tensor.empty() : tensor<8x2097152xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x2097152xf16>) outs(%0 : tensor<8x2097152xf16>) {
  ^bb0(%in: f16, %out: f16):
    %3 = arith.negf %in : f16
    %4 = math.exp %3 : f16
    %cst = arith.constant 1.000000e+00 : f16
    %5 = arith.addf %cst, %4 : f16
    %cst_0 = arith.constant 1.000000e+00 : f16
    %6 = arith.divf %cst_0, %5 : f16
    linalg.yield %6 : f16
  } -> tensor<8x2097152xf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<8x2097152xf16>) outs(%arg1 : tensor<8x2097152xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst = arith.constant 1.000210e-02 : f16
    %3 = arith.mulf %cst, %in : f16
    %cst_0 = arith.constant 0.000000e+00 : f16
    %4 = arith.cmpf ogt, %in, %cst_0 : f16
    %5 = arith.select %4, %in, %3 : f16
    linalg.yield %5 : f16
  } -> tensor<8x2097152xf16>
  return %2 : tensor<8x2097152xf16>
}

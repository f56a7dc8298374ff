// elementwise-e07578a0eb41: elementwise (leaky_relu), f16; cuda-agent synth --seed 2026, candidate 3080
func.func @elementwise(%arg0: tensor<256x3x128x341xf16>, %arg1: tensor<256x3x128x341xf16>) -> tensor<256x3x128x341xf16> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<256x3x128x341xf16>) outs(%arg1 : tensor<256x3x128x341xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst = arith.constant 1.000210e-02 : f16
    %1 = arith.mulf %cst, %in : f16
    %cst_0 = arith.constant 0.000000e+00 : f16
    %2 = arith.cmpf ogt, %in, %cst_0 : f16
    %3 = arith.select %2, %in, %1 : f16
    linalg.yield %3 : f16
  } -> tensor<256x3x128x341xf16>
  return %0 : tensor<256x3x128x341xf16>
}

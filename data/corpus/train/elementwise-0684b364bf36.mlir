// elementwise-0684b364bf36: elementwise (leaky_relu), bf16; cuda-agent synth --seed 2026, candidate 6164
func.func @elementwise(%arg0: tensor<16x8x64x16384xbf16>, %arg1: tensor<16x8x64x16384xbf16>) -> tensor<16x8x64x16384xbf16> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<16x8x64x16384xbf16>) outs(%arg1 : tensor<16x8x64x16384xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst = arith.constant 1.000980e-02 : bf16
    %1 = arith.mulf %cst, %in : bf16
    %cst_0 = arith.constant 0.000000e+00 : bf16
    %2 = arith.cmpf ogt, %in, %cst_0 : bf16
    %3 = arith.select %2, %in, %1 : bf16
    linalg.yield %3 : bf16
  } -> tensor<16x8x64x16384xbf16>
  return %0 : tensor<16x8x64x16384xbf16>
}

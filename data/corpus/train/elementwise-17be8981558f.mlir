// elementwise-17be8981558f: elementwise (gelu+bias), bf16; cuda-agent synth --seed 2026, candidate 5464
func.func @elementwise(%arg0: tensor<32x16x64x2048xbf16>, %arg1: tensor<2048xbf16>, %arg2: tensor<32x16x64x2048xbf16>) -> tensor<32x16x64x2048xbf16> {
  %0 = tensor.empty() : tensor<32x16x64x2048xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<32x16x64x2048xbf16>) outs(%0 : tensor<32x16x64x2048xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %3 = arith.mulf %in, %in : bf16
    %4 = arith.mulf %3, %in : bf16
    %cst = arith.constant 4.467770e-02 : bf16
    %5 = arith.mulf %cst, %4 : bf16
    %6 = arith.addf %in, %5 : bf16
    %cst_0 = arith.constant 7.968750e-01 : bf16
    %7 = arith.mulf %cst_0, %6 : bf16
    %8 = math.tanh %7 : bf16
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %9 = arith.addf %cst_1, %8 : bf16
    %cst_2 = arith.constant 5.000000e-01 : bf16
    %10 = arith.mulf %cst_2, %in : bf16
    %11 = arith.mulf %10, %9 : bf16
    linalg.yield %11 : bf16
  } -> tensor<32x16x64x2048xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<32x16x64x2048xbf16>, tensor<2048xbf16>) outs(%arg2 : tensor<32x16x64x2048xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %3 = arith.addf %in, %in_0 : bf16
    linalg.yield %3 : bf16
  } -> tensor<32x16x64x2048xbf16>
  return %2 : tensor<32x16x64x2048xbf16>
}

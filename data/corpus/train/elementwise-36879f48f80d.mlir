// elementwise-36879f48f80d: elementwise (gelu), f16; cuda-agent synth --seed 2026, candidate 3405
func.func @elementwise(%arg0: tensor<8388608xf16>, %arg1: tensor<8388608xf16>) -> tensor<8388608xf16> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<8388608xf16>) outs(%arg1 : tensor<8388608xf16>) {
  ^bb0(%in: f16, %out: f16):
    %1 = arith.mulf %in, %in : f16
    %2 = arith.mulf %1, %in : f16
    %cst = arith.constant 4.470830e-02 : f16
    %3 = arith.mulf %cst, %2 : f16
    %4 = arith.addf %in, %3 : f16
    %cst_0 = arith.constant 7.978520e-01 : f16
    %5 = arith.mulf %cst_0, %4 : f16
    %6 = math.tanh %5 : f16
    %cst_1 = arith.constant 1.000000e+00 : f16
    %7 = arith.addf %cst_1, %6 : f16
    %cst_2 = arith.constant 5.000000e-01 : f16
    %8 = arith.mulf %cst_2, %in : f16
    %9 = arith.mulf %8, %7 : f16
    linalg.yield %9 : f16
  } -> tensor<8388608xf16>
  return %0 : tensor<8388608xf16>
}

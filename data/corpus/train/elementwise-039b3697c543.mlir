// elementwise-039b3697c543: elementwise (gelu), bf16; cuda-agent synth --seed 2026, candidate 4678
func.func @elementwise(%arg0: tensor<4194309xbf16>, %arg1: tensor<4194309xbf16>) -> tensor<4194309xbf16> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<4194309xbf16>) outs(%arg1 : tensor<4194309xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %1 = arith.mulf %in, %in : bf16
    %2 = arith.mulf %1, %in : bf16
    %cst = arith.constant 4.467770e-02 : bf16
    %3 = arith.mulf %cst, %2 : bf16
    %4 = arith.addf %in, %3 : bf16
    %cst_0 = arith.constant 7.968750e-01 : bf16
    %5 = arith.mulf %cst_0, %4 : bf16
    %6 = math.tanh %5 : bf16
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %7 = arith.addf %cst_1, %6 : bf16
    %cst_2 = arith.constant 5.000000e-01 : bf16
    %8 = arith.mulf %cst_2, %in : bf16
    %9 = arith.mulf %8, %7 : bf16
    linalg.yield %9 : bf16
  } -> tensor<4194309xbf16>
  return %0 : tensor<4194309xbf16>
}

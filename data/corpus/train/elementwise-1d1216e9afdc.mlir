// elementwise-1d1216e9afdc: elementwise (leaky_relu+silu+residual+sigmoid), bf16; cuda-agent synth --seed 2026, candidate 1662
func.func @elementwise(%arg0: tensor<8388608xbf16>, %arg1: tensor<8388608xbf16>, %arg2: tensor<8388608xbf16>) -> tensor<8388608xbf16> {
  %0 = tensor.empty() : tensor<8388608xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<8388608xbf16>) outs(%0 : tensor<8388608xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst = arith.constant 1.000980e-02 : bf16
    %7 = arith.mulf %cst, %in : bf16
    %cst_0 = arith.constant 0.000000e+00 : bf16
    %8 = arith.cmpf ogt, %in, %cst_0 : bf16
    %9 = arith.select %8, %in, %7 : bf16
    linalg.yield %9 : bf16
  } -> tensor<8388608xbf16>
  %2 = tensor.empty() : tensor<8388608xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1 : tensor<8388608xbf16>) outs(%2 : tensor<8388608xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %7 = arith.negf %in : bf16
    %8 = math.exp %7 : bf16
    %cst = arith.constant 1.000000e+00 : bf16
    %9 = arith.addf %cst, %8 : bf16
    %10 = arith.divf %in, %9 : bf16
    linalg.yield %10 : bf16
  } -> tensor<8388608xbf16>
  %4 = tensor.empty() : tensor<8388608xbf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3, %arg1 : tensor<8388608xbf16>, tensor<8388608xbf16>) outs(%4 : tensor<8388608xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %7 = arith.addf %in, %in_0 : bf16
    linalg.yield %7 : bf16
  } -> tensor<8388608xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%5 : tensor<8388608xbf16>) outs(%arg2 : tensor<8388608xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %7 = arith.negf %in : bf16
    %8 = math.exp %7 : bf16
    %cst = arith.constant 1.000000e+00 : bf16
    %9 = arith.addf %cst, %8 : bf16
    %cst_0 = arith.constant 1.000000e+00 : bf16
    %10 = arith.divf %cst_0, %9 : bf16
    linalg.yield %10 : bf16
  } -> tensor<8388608xbf16>
  return %6 : tensor<8388608xbf16>
}

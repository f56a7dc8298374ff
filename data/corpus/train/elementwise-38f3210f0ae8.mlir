// elementwise-38f3210f0ae8: elementwise (sigmoid+bias+residual+scale), bf16; cuda-agent synth --seed 2026, candidate 4663
func.func @elementwise(%arg0: tensor<16x12x128x5461xbf16>, %arg1: tensor<5461xbf16>, %arg2: tensor<16x12x128x5461xbf16>, %arg3: tensor<16x12x128x5461xbf16>) -> tensor<16x12x128x5461xbf16> {
  %0 = tensor.empty() : tensor<16x12x128x5461xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<16x12x128x5461xbf16>) outs(%0 : tensor<16x12x128x5461xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %7 = arith.negf %in : bf16
    %8 = math.exp %7 : bf16
    %cst = arith.constant 1.000000e+00 : bf16
    %9 = arith.addf %cst, %8 : bf16
    %cst_0 = arith.constant 1.000000e+00 : bf16
    %10 = arith.divf %cst_0, %9 : bf16
    linalg.yield %10 : bf16
  } -> tensor<16x12x128x5461xbf16>
  %2 = tensor.empty() : tensor<16x12x128x5461xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<16x12x128x5461xbf16>, tensor<5461xbf16>) outs(%2 : tensor<16x12x128x5461xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %7 = arith.addf %in, %in_0 : bf16
    linalg.yield %7 : bf16
  } -> tensor<16x12x128x5461xbf16>
  %4 = tensor.empty() : tensor<16x12x128x5461xbf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %arg2 : tensor<16x12x128x5461xbf16>, tensor<16x12x128x5461xbf16>) outs(%4 : tensor<16x12x128x5461xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %7 = arith.addf %in, %in_0 : bf16
    linalg.yield %7 : bf16
  } -> tensor<16x12x128x5461xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5 : tensor<16x12x128x5461xbf16>) outs(%arg3 : tensor<16x12x128x5461xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst = arith.constant 5.000000e-01 : bf16
    %7 = arith.mulf %in, %cst : bf16
    linalg.yield %7 : bf16
  } -> tensor<16x12x128x5461xbf16>
  return %6 : tensor<16x12x128x5461xbf16>
}

// elementwise-36573d72b4f7: elementwise (sigmoid+residual+residual+residual+residual), bf16; cuda-agent synth --seed 2026, candidate 5555
func.func @elementwise(%arg0: tensor<128x4x32x2058xbf16>, %arg1: tensor<128x4x32x2058xbf16>, %arg2: tensor<128x4x32x2058xbf16>, %arg3: tensor<128x4x32x2058xbf16>, %arg4: tensor<128x4x32x2058xbf16>, %arg5: tensor<128x4x32x2058xbf16>) -> tensor<128x4x32x2058xbf16> {
  %0 = tensor.empty() : tensor<128x4x32x2058xbf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<128x4x32x2058xbf16>) outs(%0 : tensor<128x4x32x2058xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %9 = arith.negf %in : bf16
    %10 = math.exp %9 : bf16
    %cst = arith.constant 1.000000e+00 : bf16
    %11 = arith.addf %cst, %10 : bf16
    %cst_0 = arith.constant 1.000000e+00 : bf16
    %12 = arith.divf %cst_0, %11 : bf16
    linalg.yield %12 : bf16
  } -> tensor<128x4x32x2058xbf16>
  %2 = tensor.empty() : tensor<128x4x32x2058xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<128x4x32x2058xbf16>, tensor<128x4x32x2058xbf16>) outs(%2 : tensor<128x4x32x2058xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %9 = arith.addf %in, %in_0 : bf16
    linalg.yield %9 : bf16
  } -> tensor<128x4x32x2058xbf16>
  %4 = tensor.empty() : tensor<128x4x32x2058xbf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %arg2 : tensor<128x4x32x2058xbf16>, tensor<128x4x32x2058xbf16>) outs(%4 : tensor<128x4x32x2058xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %9 = arith.addf %in, %in_0 : bf16
    linalg.yield %9 : bf16
  } -> tensor<128x4x32x2058xbf16>
  %6 = tensor.empty() : tensor<128x4x32x2058xbf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %arg3 : tensor<128x4x32x2058xbf16>, tensor<128x4x32x2058xbf16>) outs(%6 : tensor<128x4x32x2058xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %9 = arith.addf %in, %in_0 : bf16
    linalg.yield %9 : bf16
  } -> tensor<128x4x32x2058xbf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %arg4 : tensor<128x4x32x2058xbf16>, tensor<128x4x32x2058xbf16>) outs(%arg5 : tensor<128x4x32x2058xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %9 = arith.addf %in, %in_0 : bf16
    linalg.yield %9 : bf16
  } -> tensor<128x4x32x2058xbf16>
  return %8 : tensor<128x4x32x2058xbf16>
}

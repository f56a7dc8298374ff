// elementwise-3a0f0f408ac5: elementwise (leaky_relu+bias+bias+gelu), f16; cuda-agent synth --seed 2026, candidate 3787
func.func @elementwise(%arg0: tensor<256x8x4106xf16>, %arg1: tensor<4106xf16>, %arg2: tensor<4106xf16>, %arg3: tensor<256x8x4106xf16>) -> tensor<256x8x4106xf16> {
  %0 = tensor.empty() : tensor<256x8x4106xf16>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<256x8x4106xf16>) outs(%0 : tensor<256x8x4106xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst = arith.constant 1.000210e-02 : f16
    %7 = arith.mulf %cst, %in : f16
    %cst_0 = arith.constant 0.000000e+00 : f16
    %8 = arith.cmpf ogt, %in, %cst_0 : f16
    %9 = arith.select %8, %in, %7 : f16
    linalg.yield %9 : f16
  } -> tensor<256x8x4106xf16>
  %2 = tensor.empty() : tensor<256x8x4106xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg1 : tensor<256x8x4106xf16>, tensor<4106xf16>) outs(%2 : tensor<256x8x4106xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %7 = arith.addf %in, %in_0 : f16
    linalg.yield %7 : f16
  } -> tensor<256x8x4106xf16>
  %4 = tensor.empty() : tensor<256x8x4106xf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %arg2 : tensor<256x8x4106xf16>, tensor<4106xf16>) outs(%4 : tensor<256x8x4106xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %7 = arith.addf %in, %in_0 : f16
    linalg.yield %7 : f16
  } -> tensor<256x8x4106xf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<256x8x4106xf16>) outs(%arg3 : tensor<256x8x4106xf16>) {
  ^bb0(%in: f16, %out: f16):
    %7 = arith.mulf %in, %in : f16
    %8 = arith.mulf %7, %in : f16
    %cst = arith.constant 4.470830e-02 : f16
    %9 = arith.mulf %cst, %8 : f16
    %10 = arith.addf %in, %9 : f16
    %cst_0 = arith.constant 7.978520e-01 : f16
    %11 = arith.mulf %cst_0, %10 : f16
    %12 = math.tanh %11 : f16
    %cst_1 = arith.constant 1.000000e+00 : f16
    %13 = arith.addf %cst_1, %12 : f16
    %cst_2 = arith.constant 5.000000e-01 : f16
    %14 = arith.mulf %cst_2, %in : f16
    %15 = arith.mulf %14, %13 : f16
    linalg.yield %15 : f16
  } -> tensor<256x8x4106xf16>
  return %6 : tensor<256x8x4106xf16>
}

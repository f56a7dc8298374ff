// elementwise-6b79e53ff528: elementwise (hardswish), f32; cuda-agent synth --seed 2026, candidate 5068
func.func @elementwise(%arg0: tensor<128x3x349525xf32>, %arg1: tensor<128x3x349525xf32>) -> tensor<128x3x349525xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<128x3x349525xf32>) outs(%arg1 : tensor<128x3x349525xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst = arith.constant 6.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 3.000000e+00 : f32
    %1 = arith.addf %in, %cst_1 : f32
    %2 = arith.maximumf %1, %cst_0 : f32
    %3 = arith.minimumf %2, %cst : f32
    %cst_2 = arith.constant 0.166666672 : f32
    %4 = arith.mulf %3, %cst_2 : f32
    %5 = arith.mulf %in, %4 : f32
    linalg.yield %5 : f32
  } -> tensor<128x3x349525xf32>
  return %0 : tensor<128x3x349525xf32>
}

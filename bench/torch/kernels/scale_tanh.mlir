// scale_tanh of bench/torch/models.py, exported by bench/torch/export.py (torch 2.15.0+cu132, torch-mlir 20261001; weights elided) and cuda-agent-opt --cuda-agent-torch-to-kernel.
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @scale_tanh(%arg0: tensor<16384x16384xf32>, %arg1: tensor<16384x16384xf32>) -> tensor<16384x16384xf32> {
    %cst = arith.constant 5.000000e-01 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %0 = tensor.empty() : tensor<16384x16384xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<16384x16384xf32>) outs(%0 : tensor<16384x16384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = arith.mulf %in, %cst : f32
      linalg.yield %4 : f32
    } -> tensor<16384x16384xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<16384x16384xf32>) outs(%0 : tensor<16384x16384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = math.tanh %in : f32
      linalg.yield %4 : f32
    } -> tensor<16384x16384xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<16384x16384xf32>) outs(%arg1 : tensor<16384x16384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = arith.mulf %in, %cst_0 : f32
      linalg.yield %4 : f32
    } -> tensor<16384x16384xf32>
    return %3 : tensor<16384x16384xf32>
  }
}


// l2_normalize of bench/torch/models.py, exported by bench/torch/export.py (torch 2.15.0+cu132, torch-mlir 20261001; weights elided) and cuda-agent-opt --cuda-agent-torch-to-kernel.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
module {
  func.func @l2_normalize(%arg0: tensor<32768x4096xf32>, %arg1: tensor<32768x4096xf32>) -> tensor<32768x4096xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 5.000000e-01 : f32
    %cst_1 = arith.constant 2.000000e+00 : f32
    %0 = tensor.empty() : tensor<32768xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<32768xf32>) -> tensor<32768xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<32768x4096xf32>) outs(%1 : tensor<32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = math.absf %in : f32
      %7 = math.powf %6, %cst_1 : f32
      %8 = arith.addf %7, %out : f32
      linalg.yield %8 : f32
    } -> tensor<32768xf32>
    %3 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%2 : tensor<32768xf32>) outs(%0 : tensor<32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = math.powf %in, %cst_0 : f32
      linalg.yield %6 : f32
    } -> tensor<32768xf32>
    %4 = tensor.empty() : tensor<32768x4096xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %3 : tensor<32768x4096xf32>, tensor<32768xf32>) outs(%arg1 : tensor<32768x4096xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %6 = arith.divf %in, %in_2 : f32
      linalg.yield %6 : f32
    } -> tensor<32768x4096xf32>
    return %5 : tensor<32768x4096xf32>
  }
}


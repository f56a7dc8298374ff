// rmsnorm of bench/torch/models.py, exported by bench/torch/export.py (torch 2.15.0+cu132, torch-mlir 20261001; weights elided) and cuda-agent-opt --cuda-agent-torch-to-kernel.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @rmsnorm(%arg0: tensor<32768x4096xf32>, %arg1: tensor<4096xf32> {cuda_agent.weight = dense_resource<torch_tensor_4096_torch.float32> : tensor<4096xf32>}, %arg2: tensor<32768x4096xf32>) -> tensor<32768x4096xf32> {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 9.9999999999999995E-7 : f64
    %cst_1 = arith.constant 4.096000e+03 : f32
    %0 = tensor.empty() : tensor<32768x4096xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<32768x4096xf32>) outs(%0 : tensor<32768x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %10 : f32
    } -> tensor<32768x4096xf32>
    %2 = tensor.empty() : tensor<32768xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<32768xf32>) -> tensor<32768xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<32768x4096xf32>) outs(%3 : tensor<32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.addf %in, %out : f32
      linalg.yield %10 : f32
    } -> tensor<32768xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%4 : tensor<32768xf32>) outs(%2 : tensor<32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.divf %in, %cst_1 : f32
      linalg.yield %10 : f32
    } -> tensor<32768xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%5 : tensor<32768xf32>) outs(%2 : tensor<32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.truncf %cst_0 : f64 to f32
      %11 = arith.addf %in, %10 : f32
      linalg.yield %11 : f32
    } -> tensor<32768xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%6 : tensor<32768xf32>) outs(%2 : tensor<32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = math.rsqrt %in : f32
      linalg.yield %10 : f32
    } -> tensor<32768xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %7 : tensor<32768x4096xf32>, tensor<32768xf32>) outs(%0 : tensor<32768x4096xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %10 = arith.mulf %in, %in_2 : f32
      linalg.yield %10 : f32
    } -> tensor<32768x4096xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %arg1 : tensor<32768x4096xf32>, tensor<4096xf32>) outs(%arg2 : tensor<32768x4096xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %10 = arith.mulf %in, %in_2 : f32
      linalg.yield %10 : f32
    } -> tensor<32768x4096xf32>
    return %9 : tensor<32768x4096xf32>
  }
}


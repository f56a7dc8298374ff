// linear_residual of bench/torch/models.py, exported by bench/torch/export.py (torch 2.15.0+cu132, torch-mlir 20261001; weights elided) and cuda-agent-opt --cuda-agent-torch-to-kernel.
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @linear_residual(%arg0: tensor<4096x2048xf32>, %arg1: tensor<2048xf32> {cuda_agent.weight = dense_resource<torch_tensor_2048_torch.float32> : tensor<2048xf32>}, %arg2: tensor<2048x2048xf32> {cuda_agent.weight = dense_resource<torch_tensor_2048_2048_torch.float32> : tensor<2048x2048xf32>}, %arg3: tensor<4096x2048xf32>) -> tensor<4096x2048xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 5.000000e-01 : f32
    %0 = tensor.empty() : tensor<4096x2048xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4096x2048xf32>) -> tensor<4096x2048xf32>
    %2 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg2 : tensor<4096x2048xf32>, tensor<2048x2048xf32>) outs(%1 : tensor<4096x2048xf32>) -> tensor<4096x2048xf32>
    %3 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2048xf32>) outs(%0 : tensor<4096x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x2048xf32>
    %4 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%2, %3 : tensor<4096x2048xf32>, tensor<4096x2048xf32>) outs(%0 : tensor<4096x2048xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %8 = arith.addf %in, %in_1 : f32
      linalg.yield %8 : f32
    } -> tensor<4096x2048xf32>
    %5 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<4096x2048xf32>) outs(%0 : tensor<4096x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.cmpf ugt, %in, %cst : f32
      %9 = arith.select %8, %in, %cst : f32
      linalg.yield %9 : f32
    } -> tensor<4096x2048xf32>
    %6 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<4096x2048xf32>) outs(%0 : tensor<4096x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.mulf %in, %cst_0 : f32
      linalg.yield %8 : f32
    } -> tensor<4096x2048xf32>
    %7 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg0, %6 : tensor<4096x2048xf32>, tensor<4096x2048xf32>) outs(%arg3 : tensor<4096x2048xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %8 = arith.addf %in, %in_1 : f32
      linalg.yield %8 : f32
    } -> tensor<4096x2048xf32>
    return %7 : tensor<4096x2048xf32>
  }
}


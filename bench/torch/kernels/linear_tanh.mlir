// linear_tanh of bench/torch/models.py, exported by bench/torch/export.py (torch 2.15.0+cu132, torch-mlir 20261001; weights elided) and cuda-agent-opt --cuda-agent-torch-to-kernel.
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @linear_tanh(%arg0: tensor<4096x4096xf32>, %arg1: tensor<1024xf32> {cuda_agent.weight = dense_resource<torch_tensor_1024_torch.float32> : tensor<1024xf32>}, %arg2: tensor<1024x4096xf32> {cuda_agent.weight = dense_resource<torch_tensor_1024_4096_torch.float32> : tensor<1024x4096xf32>}, %arg3: tensor<4096x1024xf32>) -> tensor<4096x1024xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<4096x1024xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4096x1024xf32>) -> tensor<4096x1024xf32>
    %2 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg2 : tensor<4096x4096xf32>, tensor<1024x4096xf32>) outs(%1 : tensor<4096x1024xf32>) -> tensor<4096x1024xf32>
    %3 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<1024xf32>) outs(%0 : tensor<4096x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096x1024xf32>
    %4 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%2, %3 : tensor<4096x1024xf32>, tensor<4096x1024xf32>) outs(%0 : tensor<4096x1024xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %6 = arith.addf %in, %in_0 : f32
      linalg.yield %6 : f32
    } -> tensor<4096x1024xf32>
    %5 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<4096x1024xf32>) outs(%arg3 : tensor<4096x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = math.tanh %in : f32
      linalg.yield %6 : f32
    } -> tensor<4096x1024xf32>
    return %5 : tensor<4096x1024xf32>
  }
}


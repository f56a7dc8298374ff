// batchnorm of bench/torch/models.py, exported by bench/torch/export.py (torch 2.15.0+cu132, torch-mlir 20261001; weights elided) and cuda-agent-opt --cuda-agent-torch-to-kernel.
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1)>
module {
  func.func @batchnorm(%arg0: tensor<32x64x56x56xf32>, %arg1: tensor<64xf32> {cuda_agent.weight = dense_resource<torch_tensor_64_torch.float32_3> : tensor<64xf32>}, %arg2: tensor<64xf32> {cuda_agent.weight = dense_resource<torch_tensor_64_torch.float32_2> : tensor<64xf32>}, %arg3: tensor<64xf32> {cuda_agent.weight = dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>}, %arg4: tensor<64xf32> {cuda_agent.weight = dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>}, %arg5: tensor<32x64x56x56xf32>) -> tensor<32x64x56x56xf32> {
    %cst = arith.constant 1.000000e-05 : f64
    %0 = tensor.empty() : tensor<64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg3 : tensor<64xf32>) outs(%0 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.truncf %cst : f64 to f32
      %9 = arith.addf %in, %8 : f32
      linalg.yield %9 : f32
    } -> tensor<64xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<64xf32>) outs(%0 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = math.rsqrt %in : f32
      linalg.yield %8 : f32
    } -> tensor<64xf32>
    %3 = tensor.empty() : tensor<32x64x56x56xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg4 : tensor<32x64x56x56xf32>, tensor<64xf32>) outs(%3 : tensor<32x64x56x56xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %8 = arith.subf %in, %in_0 : f32
      linalg.yield %8 : f32
    } -> tensor<32x64x56x56xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %2 : tensor<32x64x56x56xf32>, tensor<64xf32>) outs(%3 : tensor<32x64x56x56xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %8 = arith.mulf %in, %in_0 : f32
      linalg.yield %8 : f32
    } -> tensor<32x64x56x56xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %arg2 : tensor<32x64x56x56xf32>, tensor<64xf32>) outs(%3 : tensor<32x64x56x56xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %8 = arith.mulf %in, %in_0 : f32
      linalg.yield %8 : f32
    } -> tensor<32x64x56x56xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %arg1 : tensor<32x64x56x56xf32>, tensor<64xf32>) outs(%arg5 : tensor<32x64x56x56xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %8 = arith.addf %in, %in_0 : f32
      linalg.yield %8 : f32
    } -> tensor<32x64x56x56xf32>
    return %7 : tensor<32x64x56x56xf32>
  }
}


// mlp of test/Passes/form-dispatch-regions.mlir: exported by torch-mlir (fx.export_and_import, linalg-on-tensors) and put in kernel form by `cuda-agent import`; the weights' blobs elided (they are arguments).
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @mlp(%arg0: tensor<16x64xf32>, %arg1: tensor<32xf32> {cuda_agent.weight = dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>}, %arg2: tensor<32x128xf32> {cuda_agent.weight = dense_resource<torch_tensor_32_128_torch.float32> : tensor<32x128xf32>}, %arg3: tensor<128xf32> {cuda_agent.weight = dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>}, %arg4: tensor<128x64xf32> {cuda_agent.weight = dense_resource<torch_tensor_128_64_torch.float32> : tensor<128x64xf32>}, %arg5: tensor<16x32xf32>) -> tensor<16x32xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<16x128xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %2 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg4 : tensor<16x64xf32>, tensor<128x64xf32>) outs(%1 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %3 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%2, %arg3 : tensor<16x128xf32>, tensor<128xf32>) outs(%0 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %9 = arith.addf %in, %in_0 : f32
      linalg.yield %9 : f32
    } -> tensor<16x128xf32>
    %4 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<16x128xf32>) outs(%0 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %9 = arith.cmpf ugt, %in, %cst : f32
      %10 = arith.select %9, %in, %cst : f32
      linalg.yield %10 : f32
    } -> tensor<16x128xf32>
    %5 = tensor.empty() : tensor<16x32xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %7 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%4, %arg2 : tensor<16x128xf32>, tensor<32x128xf32>) outs(%6 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%7, %arg1 : tensor<16x32xf32>, tensor<32xf32>) outs(%arg5 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %9 = arith.addf %in, %in_0 : f32
      linalg.yield %9 : f32
    } -> tensor<16x32xf32>
    return %8 : tensor<16x32xf32>
  }
}


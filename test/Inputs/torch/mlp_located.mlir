// A two-layer MLP traced by the Python backend (cuda_agent.torch.trace) and exported by torch-mlir with each op located at its FX node (toolchain.export(..., locations=True): "fx:<node>"), torch 2.11.0+cu130; the weights' blobs elided.
#loc1 = loc("fx:t":1:0)
#loc2 = loc("fx:addmm_1":1:0)
#loc4 = loc("fx:addmm":1:0)
#loc5 = loc("fx:relu":1:0)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @mlp(%arg0: tensor<16x64xf32> loc("fx:t":1:0)) -> tensor<16x32xf32> {
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc)
    %cst_0 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32> loc(#loc2)
    %cst_1 = arith.constant dense_resource<torch_tensor_32_128_torch.float32> : tensor<32x128xf32> loc(#loc3)
    %cst_2 = arith.constant dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32> loc(#loc4)
    %cst_3 = arith.constant dense_resource<torch_tensor_128_64_torch.float32> : tensor<128x64xf32> loc(#loc1)
    %0 = tensor.empty() : tensor<64x128xf32> loc(#loc1)
    %transposed = linalg.transpose ins(%cst_3 : tensor<128x64xf32>) outs(%0 : tensor<64x128xf32>) permutation = [1, 0]  loc(#loc1)
    %1 = tensor.empty() : tensor<16x128xf32> loc(#loc4)
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<16x128xf32>) -> tensor<16x128xf32> loc(#loc4)
    %3 = linalg.matmul ins(%arg0, %transposed : tensor<16x64xf32>, tensor<64x128xf32>) outs(%2 : tensor<16x128xf32>) -> tensor<16x128xf32> loc(#loc4)
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %cst_2 : tensor<16x128xf32>, tensor<128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32 loc("fx:addmm":1:0), %in_5: f32 loc("fx:addmm":1:0), %out: f32 loc("fx:addmm":1:0)):
      %11 = arith.addf %in, %in_5 : f32 loc(#loc4)
      linalg.yield %11 : f32 loc(#loc4)
    } -> tensor<16x128xf32> loc(#loc4)
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<16x128xf32>) outs(%1 : tensor<16x128xf32>) {
    ^bb0(%in: f32 loc("fx:addmm":1:0), %out: f32 loc("fx:relu":1:0)):
      %11 = arith.cmpf ugt, %in, %cst : f32 loc(#loc5)
      %12 = arith.select %11, %in, %cst : f32 loc(#loc5)
      linalg.yield %12 : f32 loc(#loc5)
    } -> tensor<16x128xf32> loc(#loc5)
    %6 = tensor.empty() : tensor<128x32xf32> loc(#loc3)
    %transposed_4 = linalg.transpose ins(%cst_1 : tensor<32x128xf32>) outs(%6 : tensor<128x32xf32>) permutation = [1, 0]  loc(#loc3)
    %7 = tensor.empty() : tensor<16x32xf32> loc(#loc2)
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc2)
    %9 = linalg.matmul ins(%5, %transposed_4 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%8 : tensor<16x32xf32>) -> tensor<16x32xf32> loc(#loc2)
    %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %cst_0 : tensor<16x32xf32>, tensor<32xf32>) outs(%7 : tensor<16x32xf32>) {
    ^bb0(%in: f32 loc("fx:addmm_1":1:0), %in_5: f32 loc("fx:addmm_1":1:0), %out: f32 loc("fx:addmm_1":1:0)):
      %11 = arith.addf %in, %in_5 : f32 loc(#loc2)
      linalg.yield %11 : f32 loc(#loc2)
    } -> tensor<16x32xf32> loc(#loc2)
    return %10 : tensor<16x32xf32> loc(#loc2)
  } loc(#loc1)
} loc(#loc)
#loc = loc(unknown)
#loc3 = loc("fx:t_1":1:0)

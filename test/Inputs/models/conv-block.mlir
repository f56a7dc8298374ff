// conv_block of test/Passes/form-dispatch-regions.mlir: exported by torch-mlir (fx.export_and_import, linalg-on-tensors) and put in kernel form by `cuda-agent import`; the weights' blobs elided (they are arguments).
#map = affine_map<(d0, d1, d2) -> (d0, d1 floordiv 9, d2 floordiv 16 + (d1 mod 9) floordiv 3, d2 mod 16 + d1 mod 3)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1, d2) -> (d1)>
module {
  func.func @conv_block(%arg0: tensor<2x3x16x16xf32>, %arg1: tensor<8xf32> {cuda_agent.weight = dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>}, %arg2: tensor<8xf32> {cuda_agent.weight = dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>}, %arg3: tensor<8xf32> {cuda_agent.weight = dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>}, %arg4: tensor<8xf32> {cuda_agent.weight = dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>}, %arg5: tensor<8x3x3x3xf32> {cuda_agent.weight = dense_resource<torch_tensor_8_3_3_3_torch.float32> : tensor<8x3x3x3xf32>}, %arg6: tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32> {
    %collapsed = tensor.collapse_shape %arg6 [[0], [1], [2, 3]] : tensor<2x8x16x16xf32> into tensor<2x8x256xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e-05 : f64
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg7: index, %arg8: index, %arg9: index, %arg10: index):
      tensor.yield %cst : f32
    } : tensor<2x3x16x16xf32> to tensor<2x3x18x18xf32>
    %collapsed_2 = tensor.collapse_shape %arg5 [[0], [1, 2, 3]] : tensor<8x3x3x3xf32> into tensor<8x27xf32>
    %0 = tensor.empty() : tensor<2x8x256xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x8x256xf32>) -> tensor<2x8x256xf32>
    %2 = tensor.empty() : tensor<2x27x256xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%padded : tensor<2x3x18x18xf32>) outs(%2 : tensor<2x27x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x27x256xf32>
    %4 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%collapsed_2, %3 : tensor<8x27xf32>, tensor<2x27x256xf32>) outs(%1 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %14 = arith.mulf %in, %in_3 : f32
      %15 = arith.addf %14, %out : f32
      linalg.yield %15 : f32
    } -> tensor<2x8x256xf32>
    %5 = tensor.empty() : tensor<8xf32>
    %6 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg3 : tensor<8xf32>) outs(%5 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.truncf %cst_1 : f64 to f32
      %15 = arith.addf %in, %14 : f32
      linalg.yield %15 : f32
    } -> tensor<8xf32>
    %7 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%6 : tensor<8xf32>) outs(%5 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = math.sqrt %in : f32
      linalg.yield %14 : f32
    } -> tensor<8xf32>
    %8 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%7 : tensor<8xf32>) outs(%5 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.divf %cst_0, %in : f32
      linalg.yield %14 : f32
    } -> tensor<8xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %arg4 : tensor<2x8x256xf32>, tensor<8xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %14 = arith.subf %in, %in_3 : f32
      linalg.yield %14 : f32
    } -> tensor<2x8x256xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %8 : tensor<2x8x256xf32>, tensor<8xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %14 = arith.mulf %in, %in_3 : f32
      linalg.yield %14 : f32
    } -> tensor<2x8x256xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %arg2 : tensor<2x8x256xf32>, tensor<8xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %14 = arith.mulf %in, %in_3 : f32
      linalg.yield %14 : f32
    } -> tensor<2x8x256xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %arg1 : tensor<2x8x256xf32>, tensor<8xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %14 = arith.addf %in, %in_3 : f32
      linalg.yield %14 : f32
    } -> tensor<2x8x256xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<2x8x256xf32>) outs(%collapsed : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.cmpf ugt, %in, %cst : f32
      %15 = arith.select %14, %in, %cst : f32
      linalg.yield %15 : f32
    } -> tensor<2x8x256xf32>
    %expanded = tensor.expand_shape %13 [[0], [1], [2, 3]] output_shape [2, 8, 16, 16] : tensor<2x8x256xf32> into tensor<2x8x16x16xf32>
    return %expanded : tensor<2x8x16x16xf32>
  }
}


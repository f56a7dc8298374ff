// encoder_block of test/Passes/form-dispatch-regions.mlir: exported by torch-mlir (fx.export_and_import, linalg-on-tensors) and put in kernel form by `cuda-agent import`; the weights' blobs elided (they are arguments).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map9 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @encoder_block(%arg0: tensor<2x8x32xf32>, %arg1: tensor<32xf32> {cuda_agent.weight = dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>}, %arg2: tensor<32x128xf32> {cuda_agent.weight = dense_resource<torch_tensor_32_128_torch.float32> : tensor<32x128xf32>}, %arg3: tensor<128xf32> {cuda_agent.weight = dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>}, %arg4: tensor<128x32xf32> {cuda_agent.weight = dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>}, %arg5: tensor<32xf32> {cuda_agent.weight = dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>}, %arg6: tensor<32xf32> {cuda_agent.weight = dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>}, %arg7: tensor<2x8x32xf32>) -> tensor<2x8x32xf32> {
    %collapsed = tensor.collapse_shape %arg7 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.000000e+00 : f64
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant 1.250000e-01 : f32
    %cst_6 = arith.constant 3.200000e+01 : f64
    %cst_7 = arith.constant 3.200000e+01 : f32
    %cst_8 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<2x8x8xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %2 = linalg.batch_matmul indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg0 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%1 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %3 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<2x8x8xf32>) outs(%0 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.mulf %in, %cst_5 : f32
      linalg.yield %47 : f32
    } -> tensor<2x8x8xf32>
    %4 = tensor.empty() : tensor<2x8xf32>
    %5 = linalg.fill ins(%cst_0 : f32) outs(%4 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %6 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<2x8x8xf32>) outs(%5 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.maximumf %in, %out : f32
      linalg.yield %47 : f32
    } -> tensor<2x8xf32>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %6 : tensor<2x8x8xf32>, tensor<2x8xf32>) outs(%0 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %47 = arith.subf %in, %in_11 : f32
      linalg.yield %47 : f32
    } -> tensor<2x8x8xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<2x8x8xf32>) outs(%0 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = math.exp %in : f32
      linalg.yield %47 : f32
    } -> tensor<2x8x8xf32>
    %9 = linalg.fill ins(%cst : f32) outs(%4 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %10 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<2x8x8xf32>) outs(%9 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.addf %in, %out : f32
      linalg.yield %47 : f32
    } -> tensor<2x8xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %10 : tensor<2x8x8xf32>, tensor<2x8xf32>) outs(%0 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %47 = arith.divf %in, %in_11 : f32
      linalg.yield %47 : f32
    } -> tensor<2x8x8xf32>
    %12 = tensor.empty() : tensor<2x8x32xf32>
    %13 = linalg.fill ins(%cst : f32) outs(%12 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %14 = linalg.batch_matmul ins(%11, %arg0 : tensor<2x8x8xf32>, tensor<2x8x32xf32>) outs(%13 : tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %15 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %14 : tensor<2x8x32xf32>, tensor<2x8x32xf32>) outs(%12 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %47 = arith.addf %in, %in_11 : f32
      linalg.yield %47 : f32
    } -> tensor<2x8x32xf32>
    %16 = tensor.empty() : tensor<2x8x32xf64>
    %17 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x8x32xf32>) outs(%16 : tensor<2x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %47 = arith.extf %in : f32 to f64
      linalg.yield %47 : f64
    } -> tensor<2x8x32xf64>
    %18 = tensor.empty() : tensor<2x8xf64>
    %19 = linalg.fill ins(%cst_1 : f64) outs(%18 : tensor<2x8xf64>) -> tensor<2x8xf64>
    %20 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%17 : tensor<2x8x32xf64>) outs(%19 : tensor<2x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %47 = arith.addf %in, %out : f64
      linalg.yield %47 : f64
    } -> tensor<2x8xf64>
    %21 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<2x8xf64>) outs(%18 : tensor<2x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %47 = arith.divf %in, %cst_6 : f64
      linalg.yield %47 : f64
    } -> tensor<2x8xf64>
    %22 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %21 : tensor<2x8x32xf64>, tensor<2x8xf64>) outs(%16 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %in_11: f64, %out: f64):
      %47 = arith.subf %in, %in_11 : f64
      linalg.yield %47 : f64
    } -> tensor<2x8x32xf64>
    %23 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<2x8x32xf64>) outs(%16 : tensor<2x8x32xf64>) {
    ^bb0(%in: f64, %out: f64):
      %47 = arith.mulf %in, %in : f64
      linalg.yield %47 : f64
    } -> tensor<2x8x32xf64>
    %24 = linalg.fill ins(%cst_1 : f64) outs(%18 : tensor<2x8xf64>) -> tensor<2x8xf64>
    %25 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%23 : tensor<2x8x32xf64>) outs(%24 : tensor<2x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %47 = arith.addf %in, %out : f64
      linalg.yield %47 : f64
    } -> tensor<2x8xf64>
    %26 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<2x8xf64>) outs(%18 : tensor<2x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %47 = arith.divf %in, %cst_6 : f64
      linalg.yield %47 : f64
    } -> tensor<2x8xf64>
    %27 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<2x8xf64>) outs(%4 : tensor<2x8xf32>) {
    ^bb0(%in: f64, %out: f32):
      %47 = arith.truncf %in : f64 to f32
      linalg.yield %47 : f32
    } -> tensor<2x8xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%4 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%15 : tensor<2x8x32xf32>) outs(%28 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.addf %in, %out : f32
      linalg.yield %47 : f32
    } -> tensor<2x8xf32>
    %30 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<2x8xf32>) outs(%4 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.divf %in, %cst_7 : f32
      linalg.yield %47 : f32
    } -> tensor<2x8xf32>
    %31 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%27 : tensor<2x8xf32>) outs(%4 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.truncf %cst_4 : f64 to f32
      %48 = arith.addf %in, %47 : f32
      linalg.yield %48 : f32
    } -> tensor<2x8xf32>
    %32 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%31 : tensor<2x8xf32>) outs(%4 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = math.rsqrt %in : f32
      linalg.yield %47 : f32
    } -> tensor<2x8xf32>
    %33 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %30 : tensor<2x8x32xf32>, tensor<2x8xf32>) outs(%12 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %47 = arith.subf %in, %in_11 : f32
      linalg.yield %47 : f32
    } -> tensor<2x8x32xf32>
    %34 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %32 : tensor<2x8x32xf32>, tensor<2x8xf32>) outs(%12 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %47 = arith.mulf %in, %in_11 : f32
      linalg.yield %47 : f32
    } -> tensor<2x8x32xf32>
    %35 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34, %arg6 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%12 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %47 = arith.mulf %in, %in_11 : f32
      linalg.yield %47 : f32
    } -> tensor<2x8x32xf32>
    %36 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %arg5 : tensor<2x8x32xf32>, tensor<32xf32>) outs(%12 : tensor<2x8x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %47 = arith.addf %in, %in_11 : f32
      linalg.yield %47 : f32
    } -> tensor<2x8x32xf32>
    %collapsed_9 = tensor.collapse_shape %36 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %37 = tensor.empty() : tensor<16x128xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %39 = linalg.matmul indexing_maps = [#map7, #map8, #map4] ins(%collapsed_9, %arg4 : tensor<16x32xf32>, tensor<128x32xf32>) outs(%38 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %40 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel"]} ins(%39, %arg3 : tensor<16x128xf32>, tensor<128xf32>) outs(%37 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %47 = arith.addf %in, %in_11 : f32
      linalg.yield %47 : f32
    } -> tensor<16x128xf32>
    %41 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%40 : tensor<16x128xf32>) outs(%37 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.divf %in, %cst_8 : f32
      %48 = math.erf %47 : f32
      %49 = arith.addf %48, %cst_2 : f32
      %50 = arith.mulf %49, %cst_3 : f32
      %51 = arith.mulf %in, %50 : f32
      linalg.yield %51 : f32
    } -> tensor<16x128xf32>
    %42 = tensor.empty() : tensor<16x32xf32>
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %44 = linalg.matmul indexing_maps = [#map7, #map8, #map4] ins(%41, %arg2 : tensor<16x128xf32>, tensor<32x128xf32>) outs(%43 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %45 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel"]} ins(%44, %arg1 : tensor<16x32xf32>, tensor<32xf32>) outs(%42 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %47 = arith.addf %in, %in_11 : f32
      linalg.yield %47 : f32
    } -> tensor<16x32xf32>
    %collapsed_10 = tensor.collapse_shape %15 [[0, 1], [2]] : tensor<2x8x32xf32> into tensor<16x32xf32>
    %46 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%collapsed_10, %45 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%collapsed : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %47 = arith.addf %in, %in_11 : f32
      linalg.yield %47 : f32
    } -> tensor<16x32xf32>
    %expanded = tensor.expand_shape %46 [[0, 1], [2]] output_shape [2, 8, 32] : tensor<16x32xf32> into tensor<2x8x32xf32>
    return %expanded : tensor<2x8x32xf32>
  }
}


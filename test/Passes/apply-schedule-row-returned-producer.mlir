// RUN: cuda-agent-opt %s -split-input-file --cuda-agent-apply-schedule | FileCheck %s

// A residual add followed by LayerNorm, both results returned (a
// transformer's pre-norm block: the sum is the next residual), as
// `cuda-agent import` puts torch-mlir's output (f64 statistics, the outputs
// as destinations). The default schedule's cyclic layout splits every row
// loop and collapses the results back; the returned sum's collapse must come
// after the row loop, so the block computing a row's sum also writes it.
// Before, the collapse sat between the add and the loop: the add stayed
// outside as a whole-tensor op, vectorized whole into thousands of vector
// ops (at 2x512x768, a compile that did not end).
// CHECK-LABEL: func.func @add_layer_norm(
// CHECK-NOT: vector.load
// CHECK-NOT: vector.store
// CHECK: gpu.launch
// CHECK-COUNT-4: vector.store {{.*}} : memref<1x1x2x1x4xf32, strided<{{.*}}>>, vector<4xf32>
// CHECK: gpu.terminator
// CHECK-NEXT: }
// CHECK-NEXT: return
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @add_layer_norm(%arg0: tensor<16x256xf32>, %arg1: tensor<2x8x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256xf32>, %arg4: tensor<2x8x256xf32>, %arg5: tensor<16x256xf32>) -> (tensor<2x8x256xf32>, tensor<16x256xf32>) {
    %expanded = tensor.expand_shape %arg5 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e-05 : f64
    %cst_2 = arith.constant 2.560000e+02 : f64
    %cst_3 = arith.constant 2.560000e+02 : f32
    %expanded_4 = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 8, 256] : tensor<16x256xf32> into tensor<2x8x256xf32>
    %0 = tensor.empty() : tensor<2x8x256xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1, %expanded_4 : tensor<2x8x256xf32>, tensor<2x8x256xf32>) outs(%arg4 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.addf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<2x8x256xf32>
    %2 = tensor.empty() : tensor<2x8x256xf64>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x256xf32>) outs(%2 : tensor<2x8x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %24 = arith.extf %in : f32 to f64
      linalg.yield %24 : f64
    } -> tensor<2x8x256xf64>
    %4 = tensor.empty() : tensor<2x8xf64>
    %5 = linalg.fill ins(%cst : f64) outs(%4 : tensor<2x8xf64>) -> tensor<2x8xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%3 : tensor<2x8x256xf64>) outs(%5 : tensor<2x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %24 = arith.addf %in, %out : f64
      linalg.yield %24 : f64
    } -> tensor<2x8xf64>
    %7 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<2x8xf64>) outs(%4 : tensor<2x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %24 = arith.divf %in, %cst_2 : f64
      linalg.yield %24 : f64
    } -> tensor<2x8xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %7 : tensor<2x8x256xf64>, tensor<2x8xf64>) outs(%2 : tensor<2x8x256xf64>) {
    ^bb0(%in: f64, %in_5: f64, %out: f64):
      %24 = arith.subf %in, %in_5 : f64
      linalg.yield %24 : f64
    } -> tensor<2x8x256xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x8x256xf64>) outs(%2 : tensor<2x8x256xf64>) {
    ^bb0(%in: f64, %out: f64):
      %24 = arith.mulf %in, %in : f64
      linalg.yield %24 : f64
    } -> tensor<2x8x256xf64>
    %10 = linalg.fill ins(%cst : f64) outs(%4 : tensor<2x8xf64>) -> tensor<2x8xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%9 : tensor<2x8x256xf64>) outs(%10 : tensor<2x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %24 = arith.addf %in, %out : f64
      linalg.yield %24 : f64
    } -> tensor<2x8xf64>
    %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<2x8xf64>) outs(%4 : tensor<2x8xf64>) {
    ^bb0(%in: f64, %out: f64):
      %24 = arith.divf %in, %cst_2 : f64
      linalg.yield %24 : f64
    } -> tensor<2x8xf64>
    %13 = tensor.empty() : tensor<2x8xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<2x8xf64>) outs(%13 : tensor<2x8xf32>) {
    ^bb0(%in: f64, %out: f32):
      %24 = arith.truncf %in : f64 to f32
      linalg.yield %24 : f32
    } -> tensor<2x8xf32>
    %15 = linalg.fill ins(%cst_0 : f32) outs(%13 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<2x8x256xf32>) outs(%15 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.addf %in, %out : f32
      linalg.yield %24 : f32
    } -> tensor<2x8xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<2x8xf32>) outs(%13 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.divf %in, %cst_3 : f32
      linalg.yield %24 : f32
    } -> tensor<2x8xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<2x8xf32>) outs(%13 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.truncf %cst_1 : f64 to f32
      %25 = arith.addf %in, %24 : f32
      linalg.yield %25 : f32
    } -> tensor<2x8xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<2x8xf32>) outs(%13 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = math.rsqrt %in : f32
      linalg.yield %24 : f32
    } -> tensor<2x8xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %17 : tensor<2x8x256xf32>, tensor<2x8xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.subf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<2x8x256xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %19 : tensor<2x8x256xf32>, tensor<2x8xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.mulf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<2x8x256xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %arg2 : tensor<2x8x256xf32>, tensor<256xf32>) outs(%0 : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.mulf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<2x8x256xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %arg3 : tensor<2x8x256xf32>, tensor<256xf32>) outs(%expanded : tensor<2x8x256xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %24 = arith.addf %in, %in_5 : f32
      linalg.yield %24 : f32
    } -> tensor<2x8x256xf32>
    %collapsed = tensor.collapse_shape %23 [[0, 1], [2]] : tensor<2x8x256xf32> into tensor<16x256xf32>
    return %1, %collapsed : tensor<2x8x256xf32>, tensor<16x256xf32>
  }
}

// -----

// The same with a batch of one (a decoder's residual add and RMSNorm at
// batch 1): import works on 16x256 and expands the returned sum back to
// 1x16x256 right after the add, so the split row loop's collapse and that
// expand are a chain of reshapes to the return; both move after the loop.
// CHECK-LABEL: func.func @add_rms_norm_batch_of_one(
// CHECK-NOT: vector.load
// CHECK-NOT: vector.store
// CHECK: gpu.launch
// CHECK-COUNT-4: vector.store {{.*}} : memref<1x2x1x4xf32, strided<{{.*}}>>, vector<4xf32>
// CHECK: gpu.terminator
// CHECK-NEXT: }
// CHECK-NEXT: return
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0) -> (d0)>
module {
  func.func @add_rms_norm_batch_of_one(%arg0: tensor<16x256xf32>, %arg1: tensor<1x16x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<1x16x256xf32>, %arg4: tensor<1x16x256xf32>) -> (tensor<1x16x256xf32>, tensor<1x16x256xf32>) {
    %collapsed = tensor.collapse_shape %arg4 [[0, 1], [2]] : tensor<1x16x256xf32> into tensor<16x256xf32>
    %collapsed_0 = tensor.collapse_shape %arg3 [[0, 1], [2]] : tensor<1x16x256xf32> into tensor<16x256xf32>
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 9.9999999999999995E-7 : f64
    %cst_2 = arith.constant 2.560000e+02 : f32
    %collapsed_3 = tensor.collapse_shape %arg1 [[0, 1], [2]] : tensor<1x16x256xf32> into tensor<16x256xf32>
    %0 = tensor.empty() : tensor<16x256xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_3, %arg0 : tensor<16x256xf32>, tensor<16x256xf32>) outs(%collapsed_0 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %11 = arith.addf %in, %in_5 : f32
      linalg.yield %11 : f32
    } -> tensor<16x256xf32>
    %expanded = tensor.expand_shape %1 [[0, 1], [2]] output_shape [1, 16, 256] : tensor<16x256xf32> into tensor<1x16x256xf32>
    %2 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %1 : tensor<256xf32>, tensor<16x256xf32>) outs(%0 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %11 = arith.mulf %in, %in_5 : f32
      linalg.yield %11 : f32
    } -> tensor<16x256xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<16x256xf32>) outs(%0 : tensor<16x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %11 : f32
    } -> tensor<16x256xf32>
    %4 = tensor.empty() : tensor<16xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<16xf32>) -> tensor<16xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%3 : tensor<16x256xf32>) outs(%5 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = arith.addf %in, %out : f32
      linalg.yield %11 : f32
    } -> tensor<16xf32>
    %7 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%6 : tensor<16xf32>) outs(%4 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = arith.divf %in, %cst_2 : f32
      linalg.yield %11 : f32
    } -> tensor<16xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%7 : tensor<16xf32>) outs(%4 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = arith.truncf %cst_1 : f64 to f32
      %12 = arith.addf %in, %11 : f32
      linalg.yield %12 : f32
    } -> tensor<16xf32>
    %9 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%8 : tensor<16xf32>) outs(%4 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = math.rsqrt %in : f32
      linalg.yield %11 : f32
    } -> tensor<16xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %9 : tensor<16x256xf32>, tensor<16xf32>) outs(%collapsed : tensor<16x256xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %11 = arith.mulf %in, %in_5 : f32
      linalg.yield %11 : f32
    } -> tensor<16x256xf32>
    %expanded_4 = tensor.expand_shape %10 [[0, 1], [2]] output_shape [1, 16, 256] : tensor<16x256xf32> into tensor<1x16x256xf32>
    return %expanded, %expanded_4 : tensor<1x16x256xf32>, tensor<1x16x256xf32>
  }
}


// RUN: cuda-agent-opt %s --cuda-agent-apply-schedule="schedule=block(1);split(64)" | FileCheck %s

// LayerNorm of a sum, as torch-mlir writes it (an f32 mean, f64 statistics
// of the sum widened): the sum is a producer that four stages (the f32
// mean, the f64 mean and variance, the normalization) each recompute per
// thread. Stages are formed last first in the block's order; formed in
// program order, the f32 mean's thread loop also yielded the whole sum to
// the widening after it, and the f64 stages fused that loop: a row per
// thread, allocated in local memory (memref<1x4x64x4xf32>).
// CHECK-LABEL: func.func @layer_norm_of_sum(
// CHECK-NOT: memref.alloc(
// CHECK-COUNT-4: arith.addf {{.*}} : vector<4x1x4xf32>
// CHECK-NOT: memref.alloc(
// CHECK: gpu.terminator
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1)>
func.func @layer_norm_of_sum(%arg0: tensor<4x1024xf32>, %arg1: tensor<4x1024xf32>, %arg2: tensor<1024xf32>, %arg3: tensor<1024xf32>, %arg4: tensor<4x1024xf32>) -> tensor<4x1024xf32> {
  %cst = arith.constant 0.000000e+00 : f64
  %cst_0 = arith.constant 0.000000e+00 : f32
  %cst_1 = arith.constant 1.000000e-05 : f64
  %cst_2 = arith.constant 1.024000e+03 : f64
  %cst_3 = arith.constant 1.024000e+03 : f32
  %0 = tensor.empty() : tensor<4x1024xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x1024xf32>, tensor<4x1024xf32>) outs(%0 : tensor<4x1024xf32>) {
  ^bb0(%in: f32, %in_4: f32, %out: f32):
    %24 = arith.addf %in, %in_4 : f32
    linalg.yield %24 : f32
  } -> tensor<4x1024xf32>
  %2 = tensor.empty() : tensor<4x1024xf64>
  %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<4x1024xf32>) outs(%2 : tensor<4x1024xf64>) {
  ^bb0(%in: f32, %out: f64):
    %24 = arith.extf %in : f32 to f64
    linalg.yield %24 : f64
  } -> tensor<4x1024xf64>
  %4 = tensor.empty() : tensor<4xf64>
  %5 = linalg.fill ins(%cst : f64) outs(%4 : tensor<4xf64>) -> tensor<4xf64>
  %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%3 : tensor<4x1024xf64>) outs(%5 : tensor<4xf64>) {
  ^bb0(%in: f64, %out: f64):
    %24 = arith.addf %in, %out : f64
    linalg.yield %24 : f64
  } -> tensor<4xf64>
  %7 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%6 : tensor<4xf64>) outs(%4 : tensor<4xf64>) {
  ^bb0(%in: f64, %out: f64):
    %24 = arith.divf %in, %cst_2 : f64
    linalg.yield %24 : f64
  } -> tensor<4xf64>
  %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %7 : tensor<4x1024xf64>, tensor<4xf64>) outs(%2 : tensor<4x1024xf64>) {
  ^bb0(%in: f64, %in_4: f64, %out: f64):
    %24 = arith.subf %in, %in_4 : f64
    linalg.yield %24 : f64
  } -> tensor<4x1024xf64>
  %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<4x1024xf64>) outs(%2 : tensor<4x1024xf64>) {
  ^bb0(%in: f64, %out: f64):
    %24 = arith.mulf %in, %in : f64
    linalg.yield %24 : f64
  } -> tensor<4x1024xf64>
  %10 = linalg.fill ins(%cst : f64) outs(%4 : tensor<4xf64>) -> tensor<4xf64>
  %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%9 : tensor<4x1024xf64>) outs(%10 : tensor<4xf64>) {
  ^bb0(%in: f64, %out: f64):
    %24 = arith.addf %in, %out : f64
    linalg.yield %24 : f64
  } -> tensor<4xf64>
  %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%11 : tensor<4xf64>) outs(%4 : tensor<4xf64>) {
  ^bb0(%in: f64, %out: f64):
    %24 = arith.divf %in, %cst_2 : f64
    linalg.yield %24 : f64
  } -> tensor<4xf64>
  %13 = tensor.empty() : tensor<4xf32>
  %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%12 : tensor<4xf64>) outs(%13 : tensor<4xf32>) {
  ^bb0(%in: f64, %out: f32):
    %24 = arith.truncf %in : f64 to f32
    linalg.yield %24 : f32
  } -> tensor<4xf32>
  %15 = linalg.fill ins(%cst_0 : f32) outs(%13 : tensor<4xf32>) -> tensor<4xf32>
  %16 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<4x1024xf32>) outs(%15 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %24 = arith.addf %in, %out : f32
    linalg.yield %24 : f32
  } -> tensor<4xf32>
  %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%16 : tensor<4xf32>) outs(%13 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %24 = arith.divf %in, %cst_3 : f32
    linalg.yield %24 : f32
  } -> tensor<4xf32>
  %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%14 : tensor<4xf32>) outs(%13 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %24 = arith.truncf %cst_1 : f64 to f32
    %25 = arith.addf %in, %24 : f32
    linalg.yield %25 : f32
  } -> tensor<4xf32>
  %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%18 : tensor<4xf32>) outs(%13 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %24 = math.rsqrt %in : f32
    linalg.yield %24 : f32
  } -> tensor<4xf32>
  %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %17 : tensor<4x1024xf32>, tensor<4xf32>) outs(%0 : tensor<4x1024xf32>) {
  ^bb0(%in: f32, %in_4: f32, %out: f32):
    %24 = arith.subf %in, %in_4 : f32
    linalg.yield %24 : f32
  } -> tensor<4x1024xf32>
  %21 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%20, %19 : tensor<4x1024xf32>, tensor<4xf32>) outs(%0 : tensor<4x1024xf32>) {
  ^bb0(%in: f32, %in_4: f32, %out: f32):
    %24 = arith.mulf %in, %in_4 : f32
    linalg.yield %24 : f32
  } -> tensor<4x1024xf32>
  %22 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%21, %arg2 : tensor<4x1024xf32>, tensor<1024xf32>) outs(%0 : tensor<4x1024xf32>) {
  ^bb0(%in: f32, %in_4: f32, %out: f32):
    %24 = arith.mulf %in, %in_4 : f32
    linalg.yield %24 : f32
  } -> tensor<4x1024xf32>
  %23 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%22, %arg3 : tensor<4x1024xf32>, tensor<1024xf32>) outs(%arg4 : tensor<4x1024xf32>) {
  ^bb0(%in: f32, %in_4: f32, %out: f32):
    %24 = arith.addf %in, %in_4 : f32
    linalg.yield %24 : f32
  } -> tensor<4x1024xf32>
  return %23 : tensor<4x1024xf32>
}


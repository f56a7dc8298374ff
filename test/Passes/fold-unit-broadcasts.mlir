// RUN: cuda-agent-opt %s -split-input-file -cuda-agent-fold-unit-broadcasts -canonicalize | FileCheck %s

// torch-mlir's keepdim sum (softmax's denominator): the 4x1 tensor written
// and read at the constant 0 becomes a 4-vector read along the rows.
// CHECK-DAG: #[[ROWS:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @keepdim_sum(
// CHECK-NOT: tensor<4x1xf32>
// CHECK: %[[SUM:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[ROWS]]], iterator_types = ["parallel", "reduction"]}
// CHECK-SAME: outs(%{{.*}} : tensor<4xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ROWS]], #[[ID]]], iterator_types = ["parallel", "parallel"]}
// CHECK-SAME: ins(%{{.*}}, %[[SUM]] : tensor<4x128xf32>, tensor<4xf32>)
func.func @keepdim_sum(%x: tensor<4x128xf32>) -> tensor<4x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4x1xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x128xf32>) outs(%acc : tensor<4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<4x1xf32>
  %e = tensor.empty() : tensor<4x128xf32>
  %div = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>],
                         iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<4x128xf32>, tensor<4x1xf32>) outs(%e : tensor<4x128xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %d = arith.divf %in, %s : f32
    linalg.yield %d : f32
  } -> tensor<4x128xf32>
  return %div : tensor<4x128xf32>
}

// -----

// A batch of one is a loop of the model's main tensor: it stays, so a
// convolution's epilogue keeps the convolution's iteration space; only the
// per-channel operand's unit dimensions (read at 0) go.
// CHECK-DAG: #[[CHANNEL:.*]] = affine_map<(d0, d1, d2, d3) -> (d1)>
// CHECK-LABEL: func.func @batch_of_one(
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[CHANNEL]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
// CHECK-SAME: ins(%{{.*}}, %{{.*}} : tensor<1x8x14x14xf32>, tensor<8xf32>)
// CHECK-SAME: outs(%{{.*}} : tensor<1x8x14x14xf32>)
func.func @batch_of_one(%y: tensor<1x8x14x14xf32>, %scale: tensor<8xf32>) -> tensor<1x8x14x14xf32> {
  %s = tensor.expand_shape %scale [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
  %e = tensor.empty() : tensor<1x8x14x14xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y, %s : tensor<1x8x14x14xf32>, tensor<8x1x1xf32>) outs(%e : tensor<1x8x14x14xf32>) {
  ^bb0(%in: f32, %c: f32, %out: f32):
    %m = arith.mulf %in, %c : f32
    linalg.yield %m : f32
  } -> tensor<1x8x14x14xf32>
  return %r : tensor<1x8x14x14xf32>
}

// -----

// A LayerNorm's statistics: elementwise ops on a reduction's kept
// dimension (their input reshaped to 8x1) lose the unit loop, one after
// the other, and the reshapes between them fold away.
// CHECK-LABEL: func.func @kept_dimension(
// CHECK-NOT: tensor.expand_shape
// CHECK-NOT: tensor.collapse_shape
// CHECK-NOT: tensor<8x1xf32>
// CHECK: return
func.func @kept_dimension(%x: tensor<8x64xf32>) -> tensor<8x64xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 64.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x64xf32>) outs(%acc : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %kept = tensor.expand_shape %sum [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
  %e1 = tensor.empty() : tensor<8x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                          iterator_types = ["parallel", "parallel"]}
      ins(%kept : tensor<8x1xf32>) outs(%e1 : tensor<8x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %n : f32
    linalg.yield %d : f32
  } -> tensor<8x1xf32>
  %inverse = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                             iterator_types = ["parallel", "parallel"]}
      ins(%mean : tensor<8x1xf32>) outs(%e1 : tensor<8x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.rsqrt %in : f32
    linalg.yield %r : f32
  } -> tensor<8x1xf32>
  %flat = tensor.collapse_shape %inverse [[0, 1]] : tensor<8x1xf32> into tensor<8xf32>
  %e2 = tensor.empty() : tensor<8x64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %flat : tensor<8x64xf32>, tensor<8xf32>) outs(%e2 : tensor<8x64xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %m = arith.mulf %in, %s : f32
    linalg.yield %m : f32
  } -> tensor<8x64xf32>
  return %r : tensor<8x64xf32>
}

// -----

// A keepdim mean at a batch of one (RMSNorm's statistics, 1x8x64): the
// division reads the sum through the reshape back to 1x8x1, which added
// the trailing unit dimension only; the batch's unit loop stays, as it
// stays in the reduction, so the division is elementwise over the sum's
// 1x8 (before, both unit loops went: a 1-D division over a 2-D sum, which
// no schedule fuses).
// CHECK-DAG: #[[ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @batch_of_one_mean(
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME: outs(%{{.*}} : tensor<1x8xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[ID2]], #[[ID2]]], iterator_types = ["parallel", "parallel"]}
// CHECK-SAME: ins(%[[SUM]] : tensor<1x8xf32>)
func.func @batch_of_one_mean(%x: tensor<1x8x64xf32>) -> tensor<1x8x1xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 64.0 : f32
  %e = tensor.empty() : tensor<1x8x1xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>],
                         iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<1x8x64xf32>) outs(%acc : tensor<1x8x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<1x8x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                          iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%sum : tensor<1x8x1xf32>) outs(%e : tensor<1x8x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %n : f32
    linalg.yield %d : f32
  } -> tensor<1x8x1xf32>
  return %mean : tensor<1x8x1xf32>
}

// RUN: cuda-agent-opt %s -split-input-file -cuda-agent-collapse-elementwise-dims | FileCheck %s

// A batch norm's last step over (N, C, H, W) with per-channel operands:
// the ops run over (N, C, H*W), the per-channel ones as they are, and the
// result is expanded back.
// CHECK-DAG: #[[ID3:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[CHANNEL:.*]] = affine_map<(d0, d1, d2) -> (d1)>
// CHECK-LABEL: func.func @per_channel_scale(
// CHECK-SAME: %[[X:.*]]: tensor<2x4x6x6xf32>, %[[VAR:.*]]: tensor<4xf32>, %[[BIAS:.*]]: tensor<4xf32>)
// CHECK: %[[RSQRT:.*]] = linalg.generic {{.*}} iterator_types = ["parallel"]} ins(%[[VAR]] : tensor<4xf32>)
// CHECK: %[[PIXELS:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0], [1], [2, 3]] : tensor<2x4x6x6xf32> into tensor<2x4x36xf32>
// CHECK: %[[SCALED:.*]] = linalg.generic {indexing_maps = [#[[ID3]], #[[CHANNEL]], #[[ID3]]], {{.*}} ins(%[[PIXELS]], %[[RSQRT]] : tensor<2x4x36xf32>, tensor<4xf32>)
// CHECK-NOT: tensor.expand_shape
// CHECK: %[[SHIFTED:.*]] = linalg.generic {indexing_maps = [#[[ID3]], #[[CHANNEL]], #[[ID3]]], {{.*}} ins(%[[SCALED]], %[[BIAS]] : tensor<2x4x36xf32>, tensor<4xf32>)
// CHECK: %[[IMAGE:.*]] = tensor.expand_shape %[[SHIFTED]] {{\[}}[0], [1], [2, 3]] output_shape [2, 4, 6, 6]
// CHECK: return %[[IMAGE]]
#id4 = affine_map<(n, c, h, w) -> (n, c, h, w)>
#channel = affine_map<(n, c, h, w) -> (c)>
func.func @per_channel_scale(%x: tensor<2x4x6x6xf32>, %var: tensor<4xf32>, %bias: tensor<4xf32>) -> tensor<2x4x6x6xf32> {
  %empty1 = tensor.empty() : tensor<4xf32>
  %rsqrt = linalg.generic {indexing_maps = [affine_map<(c) -> (c)>, affine_map<(c) -> (c)>], iterator_types = ["parallel"]}
      ins(%var : tensor<4xf32>) outs(%empty1 : tensor<4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.rsqrt %v : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %empty = tensor.empty() : tensor<2x4x6x6xf32>
  %scaled = linalg.generic {indexing_maps = [#id4, #channel, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %rsqrt : tensor<2x4x6x6xf32>, tensor<4xf32>) outs(%empty : tensor<2x4x6x6xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %m = arith.mulf %a, %s : f32
    linalg.yield %m : f32
  } -> tensor<2x4x6x6xf32>
  %shifted = linalg.generic {indexing_maps = [#id4, #channel, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%scaled, %bias : tensor<2x4x6x6xf32>, tensor<4xf32>) outs(%empty : tensor<2x4x6x6xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<2x4x6x6xf32>
  return %shifted : tensor<2x4x6x6xf32>
}

// -----

// Not collapsed: an operand broadcast along the columns only reads the
// rows as a run of its own.
// CHECK-LABEL: func.func @row_broadcast(
// CHECK-NOT: tensor.collapse_shape
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<2x4x6x6xf32>, tensor<2x4x6xf32>)
#id4 = affine_map<(n, c, h, w) -> (n, c, h, w)>
#rows = affine_map<(n, c, h, w) -> (n, c, h)>
func.func @row_broadcast(%x: tensor<2x4x6x6xf32>, %r: tensor<2x4x6xf32>) -> tensor<2x4x6x6xf32> {
  %empty = tensor.empty() : tensor<2x4x6x6xf32>
  %sum = linalg.generic {indexing_maps = [#id4, #rows, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %r : tensor<2x4x6x6xf32>, tensor<2x4x6xf32>) outs(%empty : tensor<2x4x6x6xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<2x4x6x6xf32>
  return %sum : tensor<2x4x6x6xf32>
}

// -----

// Not collapsed: a kernel with a reduction (its rows are what the
// reduction schedules tile).
// CHECK-LABEL: func.func @with_reduction(
// CHECK-NOT: tensor.collapse_shape
#id4 = affine_map<(n, c, h, w) -> (n, c, h, w)>
#rows = affine_map<(n, c, h, w) -> (n, c, h)>
func.func @with_reduction(%x: tensor<2x4x6x6xf32>) -> tensor<2x4x6xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<2x4x6xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %sum = linalg.generic {indexing_maps = [#id4, #rows], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x : tensor<2x4x6x6xf32>) outs(%init : tensor<2x4x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<2x4x6xf32>
  return %sum : tensor<2x4x6xf32>
}

// RUN: cuda-agent-opt %s -split-input-file -cuda-agent-results-to-destinations -verify-diagnostics | FileCheck %s

// torch-mlir's form: the result is built in a tensor.empty, through the
// fill of its accumulator. The empty's use at the start of the result's
// chain becomes a new argument; its other uses (a temporary) stay.
// CHECK-LABEL: func.func @row_sum(
// CHECK-SAME: %[[X:.*]]: tensor<4x8xf32>, %[[OUT:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<4xf32>
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[EMPTY]] : tensor<4xf32>)
// CHECK: %[[FILL:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[OUT]] : tensor<4xf32>)
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} outs(%[[FILL]] : tensor<4xf32>)
// CHECK: return %[[SUM]]
func.func @row_sum(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4xf32>
  %unused = linalg.fill ins(%zero : f32) outs(%empty : tensor<4xf32>) -> tensor<4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%empty : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%a: f32, %s: f32):
    %t = arith.addf %a, %s : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  return %sum : tensor<4xf32>
}

// -----

// Already in destination-passing style (our kernels): unchanged.
// CHECK-LABEL: func.func @relu(
// CHECK-SAME: %{{.*}}: tensor<8xf32>, %[[OUT:.*]]: tensor<8xf32>) -> tensor<8xf32>
// CHECK: outs(%[[OUT]] : tensor<8xf32>)
func.func @relu(%x: tensor<8xf32>, %out: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%out : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Two results: two new arguments, in the order of the results.
// CHECK-LABEL: func.func @two(
// CHECK-SAME: %{{.*}}: tensor<8xf32>, %[[FIRST:.*]]: tensor<8xf32>, %[[SECOND:.*]]: tensor<8xf32>)
// CHECK: %[[A:.*]] = linalg.copy ins(%{{.*}} : tensor<8xf32>) outs(%[[FIRST]] : tensor<8xf32>)
// CHECK: %[[B:.*]] = linalg.copy ins(%{{.*}} : tensor<8xf32>) outs(%[[SECOND]] : tensor<8xf32>)
// CHECK: return %[[A]], %[[B]]
func.func @two(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %empty = tensor.empty() : tensor<8xf32>
  %a = linalg.copy ins(%x : tensor<8xf32>) outs(%empty : tensor<8xf32>) -> tensor<8xf32>
  %b = linalg.copy ins(%x : tensor<8xf32>) outs(%empty : tensor<8xf32>) -> tensor<8xf32>
  return %a, %b : tensor<8xf32>, tensor<8xf32>
}

// -----

func.func @reshaped(%x: tensor<8xf32>) -> tensor<2x4xf32> {
  %e = tensor.expand_shape %x [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  // expected-error @+1 {{result #0 is computed by 'tensor.expand_shape', which writes into no destination: it cannot become an argument}}
  return %e : tensor<2x4xf32>
}

// -----

func.func @shared(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %empty = tensor.empty() : tensor<8xf32>
  %a = linalg.copy ins(%x : tensor<8xf32>) outs(%empty : tensor<8xf32>) -> tensor<8xf32>
  // expected-error @+1 {{results #0 and #1 are written into one destination}}
  return %a, %a : tensor<8xf32>, tensor<8xf32>
}

// -----

func.func @from_a_view(%x: tensor<8xf32>, %big: tensor<2x4xf32>) -> tensor<8xf32> {
  %flat = tensor.collapse_shape %big [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %a = linalg.copy ins(%x : tensor<8xf32>) outs(%flat : tensor<8xf32>) -> tensor<8xf32>
  // expected-error @+1 {{result #0 is written into a view of argument #1, whose shape is not the result's}}
  return %a : tensor<8xf32>
}

// -----

// expected-error @+1 {{has callers: its results cannot become arguments}}
func.func @called(%x: tensor<8xf32>) -> tensor<8xf32> {
  %empty = tensor.empty() : tensor<8xf32>
  %a = linalg.copy ins(%x : tensor<8xf32>) outs(%empty : tensor<8xf32>) -> tensor<8xf32>
  return %a : tensor<8xf32>
}
func.func @caller(%x: tensor<8xf32>) -> tensor<8xf32> {
  %r = func.call @called(%x) : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// A convolution computed as a GEMM (cuda-agent-convolutions-to-gemm)
// returns its (N, F, OH*OW) result expanded to the image's shape: the new
// argument has the result's shape, the op writes into it collapsed.
// CHECK-LABEL: func.func @expanded(
// CHECK-SAME: %[[X:.*]]: tensor<2x3x4xf32>, %[[OUT:.*]]: tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
// CHECK: %[[VIEW:.*]] = tensor.collapse_shape %[[OUT]] {{\[}}[0], [1], [2, 3]] : tensor<2x3x2x2xf32> into tensor<2x3x4xf32>
// CHECK: %[[RELU:.*]] = linalg.generic {{.*}} outs(%[[VIEW]] : tensor<2x3x4xf32>)
// CHECK: %[[RESULT:.*]] = tensor.expand_shape %[[RELU]]
// CHECK: return %[[RESULT]]
func.func @expanded(%x: tensor<2x3x4xf32>) -> tensor<2x3x2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<2x3x4xf32>
  %relu = linalg.generic {indexing_maps = [affine_map<(n, f, p) -> (n, f, p)>, affine_map<(n, f, p) -> (n, f, p)>],
                          iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x3x4xf32>) outs(%empty : tensor<2x3x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<2x3x4xf32>
  %image = tensor.expand_shape %relu [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<2x3x4xf32> into tensor<2x3x2x2xf32>
  return %image : tensor<2x3x2x2xf32>
}

// -----

// A collapsed result (GroupNorm computed over (N, G, C/G, H*W) and returned
// as (N, C, H*W)): the op writes into the new argument expanded.
// CHECK-LABEL: func.func @collapsed(
// CHECK-SAME: %[[X:.*]]: tensor<2x3x2x2xf32>, %[[OUT:.*]]: tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK: %[[VIEW:.*]] = tensor.expand_shape %[[OUT]] {{\[}}[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<2x3x4xf32> into tensor<2x3x2x2xf32>
// CHECK: %[[RELU:.*]] = linalg.generic {{.*}} outs(%[[VIEW]] : tensor<2x3x2x2xf32>)
// CHECK: %[[RESULT:.*]] = tensor.collapse_shape %[[RELU]]
// CHECK: return %[[RESULT]]
func.func @collapsed(%x: tensor<2x3x2x2xf32>) -> tensor<2x3x4xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<2x3x2x2xf32>
  %relu = linalg.generic {indexing_maps = [affine_map<(n, f, h, w) -> (n, f, h, w)>, affine_map<(n, f, h, w) -> (n, f, h, w)>],
                          iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x3x2x2xf32>) outs(%empty : tensor<2x3x2x2xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<2x3x2x2xf32>
  %flat = tensor.collapse_shape %relu [[0], [1], [2, 3]] : tensor<2x3x2x2xf32> into tensor<2x3x4xf32>
  return %flat : tensor<2x3x4xf32>
}

// -----

// A reshape of dynamic shape has no static inverse.
func.func @collapsed_dynamic(%x: tensor<?x3x2x2xf32>, %n: index) -> tensor<?x3x4xf32> {
  %empty = tensor.empty(%n) : tensor<?x3x2x2xf32>
  %copy = linalg.copy ins(%x : tensor<?x3x2x2xf32>) outs(%empty : tensor<?x3x2x2xf32>) -> tensor<?x3x2x2xf32>
  %flat = tensor.collapse_shape %copy [[0], [1], [2, 3]] : tensor<?x3x2x2xf32> into tensor<?x3x4xf32>
  // expected-error @below {{result #0 is a reshape of dynamic shape: it cannot become an argument}}
  return %flat : tensor<?x3x4xf32>
}

// RUN: cuda-agent-opt %s -split-input-file -cuda-agent-widen-reductions | FileCheck %s

// A bf16 sum (ResNet's global average pooling, as torch-mlir writes it):
// the accumulator becomes f32, filled with the zero extended (folded); the input is
// extended in the body; the result is truncated by an elementwise op after.
// CHECK-LABEL: func.func @sum_bf16(
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<8xf32>
// CHECK: %[[INIT:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY]] : tensor<8xf32>)
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<8x64xbf16>) outs(%[[INIT]] : tensor<8xf32>)
// CHECK: ^bb0(%[[IN:.*]]: bf16, %[[ACC:.*]]: f32):
// CHECK:   %[[WIDE:.*]] = arith.extf %[[IN]] : bf16 to f32
// CHECK:   %[[ADD:.*]] = arith.addf %[[WIDE]], %[[ACC]] : f32
// CHECK:   linalg.yield %[[ADD]] : f32
// CHECK: %[[NARROW:.*]] = linalg.generic {{.*}} iterator_types = ["parallel"]} ins(%[[SUM]] : tensor<8xf32>) outs(%{{.*}} : tensor<8xbf16>)
// CHECK:   arith.truncf %{{.*}} : f32 to bf16
// CHECK: return %[[NARROW]]
func.func @sum_bf16(%x: tensor<8x64xbf16>) -> tensor<8xbf16> {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<8xbf16>
  %acc = linalg.fill ins(%zero : bf16) outs(%e : tensor<8xbf16>) -> tensor<8xbf16>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x64xbf16>) outs(%acc : tensor<8xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %s = arith.addf %in, %out : bf16
    linalg.yield %s : bf16
  } -> tensor<8xbf16>
  return %sum : tensor<8xbf16>
}

// -----

// A sum of squares in f16 with a constant and conversions in its body
// (torch-mlir's variance: an f64 constant truncated): every 16-bit value
// becomes f32, the truncation to f16 of the f64 constant one to f32 (folded
// to an f32 constant); an init that is no fill is extended elementwise.
// CHECK-LABEL: func.func @sum_of_squares_f16(
// CHECK: %[[SCALE:.*]] = arith.constant 5.000000e-01 : f32
// CHECK: %[[INIT:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<8xf16>) outs(%{{.*}} : tensor<8xf32>)
// CHECK:   arith.extf %{{.*}} : f16 to f32
// CHECK: linalg.generic {{.*}} outs(%[[INIT]] : tensor<8xf32>)
// CHECK: ^bb0(%[[IN:.*]]: f16, %[[ACC:.*]]: f32):
// CHECK:   %[[WIDE:.*]] = arith.extf %[[IN]] : f16 to f32
// CHECK:   %[[SQUARE:.*]] = arith.mulf %[[WIDE]], %[[WIDE]] : f32
// CHECK:   %[[SCALED:.*]] = arith.mulf %[[SQUARE]], %[[SCALE]] : f32
// CHECK:   %[[ADD:.*]] = arith.addf %[[SCALED]], %[[ACC]] : f32
// CHECK:   linalg.yield %[[ADD]] : f32
// CHECK: arith.truncf %{{.*}} : f32 to f16
func.func @sum_of_squares_f16(%x: tensor<8x64xf16>, %init: tensor<8xf16>) -> tensor<8xf16> {
  %scale = arith.constant 0.5 : f64
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x64xf16>) outs(%init : tensor<8xf16>) {
  ^bb0(%in: f16, %out: f16):
    %s = arith.truncf %scale : f64 to f16
    %q = arith.mulf %in, %in : f16
    %m = arith.mulf %q, %s : f16
    %a = arith.addf %m, %out : f16
    linalg.yield %a : f16
  } -> tensor<8xf16>
  return %sum : tensor<8xf16>
}

// -----

// Left as they are: a max (exact in bf16), an f32 sum, and a contraction
// (the engines accumulate in f32 themselves).
// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT: f32
// CHECK: return
func.func @left_alone(%x: tensor<8x64xbf16>, %w: tensor<64x4xbf16>, %m: tensor<8xbf16>, %c: tensor<8x4xbf16>) -> (tensor<8xbf16>, tensor<8x4xbf16>) {
  %max = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x64xbf16>) outs(%m : tensor<8xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %s = arith.maximumf %in, %out : bf16
    linalg.yield %s : bf16
  } -> tensor<8xbf16>
  %mm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>],
                        iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<8x64xbf16>, tensor<64x4xbf16>) outs(%c : tensor<8x4xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %out: bf16):
    %p = arith.mulf %a, %b : bf16
    %s = arith.addf %p, %out : bf16
    linalg.yield %s : bf16
  } -> tensor<8x4xbf16>
  return %max, %mm : tensor<8xbf16>, tensor<8x4xbf16>
}

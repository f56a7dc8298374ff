// Whole models as torch-mlir exports them and `cuda-agent import` leaves
// them (test/Inputs/models): each dispatch region is outlined into a
// function of its own, the model's function calls them in order.
// RUN: cuda-agent-opt %S/../Inputs/models/mlp.mlir -cuda-agent-form-dispatch-regions | FileCheck %s --check-prefix=MLP
// RUN: cuda-agent-opt %S/../Inputs/models/conv-block.mlir -cuda-agent-form-dispatch-regions | FileCheck %s --check-prefix=CONV
// RUN: cuda-agent-opt %S/../Inputs/models/encoder-block.mlir -cuda-agent-form-dispatch-regions | FileCheck %s --check-prefix=ENCODER
// RUN: cuda-agent-opt %s -split-input-file -verify-diagnostics -cuda-agent-form-dispatch-regions | FileCheck %s

// Two linear layers: each matmul with its bias add (and ReLU) as epilogue;
// the zero fill and the empty tensor are cloned into the region, the
// weights are arguments.
// MLP-LABEL: func.func private @mlp_region0(
// MLP-SAME: %[[X:.*]]: tensor<16x64xf32>, %[[W:.*]]: tensor<128x64xf32>, %[[B:.*]]: tensor<128xf32>) -> tensor<16x128xf32>
// MLP: linalg.fill
// MLP: linalg.matmul {{.*}} ins(%[[X]], %[[W]] :
// MLP: linalg.generic {{.*}} ins(%{{.*}}, %[[B]] :
// MLP: arith.addf
// MLP: linalg.generic
// MLP: arith.select
// MLP: return
// MLP-LABEL: func.func private @mlp_region1(
// MLP: linalg.matmul
// MLP: linalg.generic
// MLP-NOT: linalg.{{matmul|generic}}
// MLP: return
// MLP-LABEL: func.func @mlp(
// MLP-NOT: linalg.{{matmul|generic}}
// MLP: %[[H:.*]] = call @mlp_region0(%arg0, %arg4, %arg3)
// MLP-NEXT: %[[Y:.*]] = call @mlp_region1(%[[H]], %arg2, %arg1, %arg5)
// MLP-NEXT: return %[[Y]]

// A convolution as import leaves it (its padding, an im2col gather, the
// GEMM) with its batch norm and ReLU: one region; the batch norm's scale
// computed from its weights (1 / sqrt(var + eps)) comes into the region
// that reads it.
// CONV-LABEL: func.func private @conv_block_region0(
// CONV: math.sqrt
// CONV: arith.divf
// CONV: tensor.pad
// CONV: linalg.generic
// CONV: linalg.yield %in : f32
// CONV: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]
// CONV: arith.mulf
// CONV: arith.select
// CONV: return
// CONV-NOT: func.func private
// CONV-LABEL: func.func @conv_block(
// CONV-NOT: linalg.generic
// CONV: call @conv_block_region0(
// CONV-NOT: call
// CONV: return

// A transformer block: QK^T; its scale with the softmax (the scale, a
// GEMM's elementwise tail, becomes the row kernel's prologue; the softmax's
// max and sum are one row kernel); PV; the residual add with LayerNorm (its
// mean and variance one row kernel); up projection + GELU; down projection
// + residual. Six kernels, as the Python partition forms them.
// ENCODER-LABEL: func.func private @encoder_block_region0(
// ENCODER: linalg.batch_matmul
// ENCODER-NOT: linalg.generic
// ENCODER: return
// ENCODER-LABEL: func.func private @encoder_block_region1(
// ENCODER: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel"]
// ENCODER: arith.mulf
// ENCODER: iterator_types = ["parallel", "parallel", "reduction"]
// ENCODER: arith.maximumf
// ENCODER: math.exp
// ENCODER: iterator_types = ["parallel", "parallel", "reduction"]
// ENCODER: arith.divf
// ENCODER: return
// ENCODER-LABEL: func.func private @encoder_block_region2(
// ENCODER: linalg.batch_matmul
// ENCODER: return
// ENCODER-LABEL: func.func private @encoder_block_region3(
// ENCODER: arith.addf
// ENCODER: iterator_types = ["parallel", "parallel", "reduction"]
// ENCODER: iterator_types = ["parallel", "parallel", "reduction"]
// ENCODER: math.rsqrt
// ENCODER: return
// ENCODER-LABEL: func.func private @encoder_block_region4(
// ENCODER: linalg.matmul
// ENCODER: math.erf
// ENCODER: return
// ENCODER-LABEL: func.func private @encoder_block_region5(
// ENCODER: linalg.matmul
// ENCODER: arith.addf
// ENCODER: return
// ENCODER-LABEL: func.func @encoder_block(
// ENCODER-NOT: linalg.{{matmul|generic}}
// ENCODER-COUNT-6: call @encoder_block_region
// ENCODER-NOT: call
// ENCODER: return

// -----

// An op of no region (a concatenation) ends the region before it and
// stays in the caller; the elementwise op after it, reading it, is a
// region of its own. An elementwise op reading only arguments starts one.
// CHECK-LABEL: func.func private @concat_region0(
// CHECK: math.exp
// CHECK: return
// CHECK-LABEL: func.func private @concat_region1(
// CHECK: math.tanh
// CHECK: return
// CHECK-LABEL: func.func @concat(
// CHECK: %[[E:.*]] = call @concat_region0(%arg0)
// CHECK: %[[C:.*]] = tensor.concat dim(0) %[[E]], %arg0
// CHECK: call @concat_region1(%[[C]])
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @concat(%x: tensor<4x8xf32>) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %exp = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %c = tensor.concat dim(0) %exp, %x : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  %e2 = tensor.empty() : tensor<8x8xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<8x8xf32>) outs(%e2 : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.tanh %in : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  return %t : tensor<8x8xf32>
}

// -----

// Several blocks: refused with a diagnostic.
func.func @blocks(%x: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  // expected-error @-1 {{has several blocks}}
  cf.cond_br %c, ^a, ^b
^a:
  return %x : tensor<4xf32>
^b:
  return %x : tensor<4xf32>
}

// -----

// Ops on weights alone with an op of no region between them that reads the
// first (a concatenation): the weights' region ends before it, so its call
// comes before the concatenation; the second op, reading the first, is a
// region of its own.
// CHECK-LABEL: func.func private @weights_region0(
// CHECK: math.sqrt
// CHECK-NOT: math.exp
// CHECK: return
// CHECK-LABEL: func.func private @weights_region1(
// CHECK: math.exp
// CHECK-LABEL: func.func @weights(
// CHECK: %[[S:.*]] = call @weights_region0(%arg0)
// CHECK: tensor.concat dim(0) %[[S]], %arg0
// CHECK: call @weights_region1(%[[S]])
#id1 = affine_map<(d0) -> (d0)>
func.func @weights(%w: tensor<8xf32>) -> (tensor<16xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<8xf32>
  %s = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%w : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.sqrt %in : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %c = tensor.concat dim(0) %s, %w : (tensor<8xf32>, tensor<8xf32>) -> tensor<16xf32>
  %x = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%s : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %c, %x : tensor<16xf32>, tensor<8xf32>
}

// -----

// LayerNorm of an argument as torch-mlir writes it: its variance sums the
// rows widened to f64, its mean sums them as they are; both statistics of
// the same rows, and the normalization reading them, are one row kernel.
// CHECK-LABEL: func.func private @row_statistics_region0(
// CHECK: arith.extf
// CHECK: iterator_types = ["parallel", "reduction"]
// CHECK: arith.truncf
// CHECK: iterator_types = ["parallel", "reduction"]
// CHECK: arith.subf
// CHECK: return
// CHECK-NOT: func.func private
// CHECK-LABEL: func.func @row_statistics(
// CHECK-COUNT-1: call @row_statistics_region0
// CHECK-NOT: call
#rows = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#vector = affine_map<(d0) -> (d0)>
func.func @row_statistics(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero64 = arith.constant 0.0 : f64
  %zero = arith.constant 0.0 : f32
  %e64 = tensor.empty() : tensor<4x8xf64>
  %wide = linalg.generic {indexing_maps = [#rows, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e64 : tensor<4x8xf64>) {
  ^bb0(%in: f32, %out: f64):
    %w = arith.extf %in : f32 to f64
    linalg.yield %w : f64
  } -> tensor<4x8xf64>
  %r64 = tensor.empty() : tensor<4xf64>
  %f64 = linalg.fill ins(%zero64 : f64) outs(%r64 : tensor<4xf64>) -> tensor<4xf64>
  %squares = linalg.generic {indexing_maps = [#rows, #row], iterator_types = ["parallel", "reduction"]}
      ins(%wide : tensor<4x8xf64>) outs(%f64 : tensor<4xf64>) {
  ^bb0(%in: f64, %acc: f64):
    %sq = arith.mulf %in, %in : f64
    %s = arith.addf %sq, %acc : f64
    linalg.yield %s : f64
  } -> tensor<4xf64>
  %r32 = tensor.empty() : tensor<4xf32>
  %narrow = linalg.generic {indexing_maps = [#vector, #vector], iterator_types = ["parallel"]}
      ins(%squares : tensor<4xf64>) outs(%r32 : tensor<4xf32>) {
  ^bb0(%in: f64, %out: f32):
    %t = arith.truncf %in : f64 to f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  %f32 = linalg.fill ins(%zero : f32) outs(%r32 : tensor<4xf32>) -> tensor<4xf32>
  %sums = linalg.generic {indexing_maps = [#rows, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%f32 : tensor<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %y = linalg.generic {indexing_maps = [#rows, #row, #row, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sums, %narrow : tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%in: f32, %s: f32, %q: f32, %out: f32):
    %d = arith.subf %in, %s : f32
    %m = arith.mulf %d, %q : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// A GEMM's result copied into another layout (attention's heads) is no
// epilogue of its tiles: the transpose starts a region, the elementwise op
// after it joins that one. The bias add, of the matmul's own location (one
// addmm), stays with it; the reduction after reads the transposed copy.
// CHECK-LABEL: func.func private @heads_region0(
// CHECK: linalg.matmul
// CHECK: arith.addf
// CHECK-NOT: linalg.transpose
// CHECK: return
// CHECK-LABEL: func.func private @heads_region1(
// CHECK: linalg.transpose
// CHECK: math.exp
// CHECK: return
// CHECK-LABEL: func.func @heads(
// CHECK-COUNT-2: call @heads_region
// CHECK-NOT: call
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#b = affine_map<(d0, d1, d2) -> (d1, d2)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#bias = affine_map<(d0, d1) -> (d1)>
func.func @heads(%x: tensor<8x16xf32>, %w: tensor<32x16xf32>, %b: tensor<32xf32>) -> tensor<32x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %mm = linalg.matmul indexing_maps = [#a, #b, #c] ins(%x, %w : tensor<8x16xf32>, tensor<32x16xf32>) outs(%f : tensor<8x32xf32>) -> tensor<8x32xf32> loc("fx:addmm")
  %biased = linalg.generic {indexing_maps = [#id2, #bias, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %b : tensor<8x32xf32>, tensor<32xf32>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%in: f32, %bi: f32, %out: f32):
    %s = arith.addf %in, %bi : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32> loc("fx:addmm")
  %et = tensor.empty() : tensor<32x8xf32>
  %t = linalg.transpose ins(%biased : tensor<8x32xf32>) outs(%et : tensor<32x8xf32>) permutation = [1, 0] loc("fx:transpose")
  %exp = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<32x8xf32>) outs(%et : tensor<32x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<32x8xf32> loc("fx:exp")
  return %exp : tensor<32x8xf32>
}

// -----

// GroupNorm: the statistics of each group's row (a reduction over its 72
// elements) and the normalization over (N, G, C/G, H*W), which splits the
// row's elements in two: a region of its own, not the row kernel's
// epilogue.
// CHECK-LABEL: func.func private @group_norm_region0(
// CHECK: iterator_types = ["parallel", "parallel", "reduction"]
// CHECK-NOT: arith.subf
// CHECK: return
// CHECK-LABEL: func.func private @group_norm_region1(
// CHECK: arith.subf
// CHECK: return
#e3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#r3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#e4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#r4 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
func.func @group_norm(%x: tensor<2x4x72xf32>) -> tensor<2x4x2x36xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %sum = linalg.generic {indexing_maps = [#e3, #r3], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<2x4x72xf32>) outs(%f : tensor<2x4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<2x4xf32>
  %split = tensor.expand_shape %x [[0], [1], [2, 3]] output_shape [2, 4, 2, 36] : tensor<2x4x72xf32> into tensor<2x4x2x36xf32>
  %e4 = tensor.empty() : tensor<2x4x2x36xf32>
  %centered = linalg.generic {indexing_maps = [#e4, #r4, #e4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%split, %sum : tensor<2x4x2x36xf32>, tensor<2x4xf32>) outs(%e4 : tensor<2x4x2x36xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %d = arith.subf %in, %s : f32
    linalg.yield %d : f32
  } -> tensor<2x4x2x36xf32>
  return %centered : tensor<2x4x2x36xf32>
}

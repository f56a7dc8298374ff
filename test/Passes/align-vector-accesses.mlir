// RUN: cuda-agent-opt %s -split-input-file --pass-pipeline="builtin.module(func.func(cuda-agent-align-vector-accesses))" | FileCheck %s

// Offsets built from multiples of 4 elements (16 bytes) get 16-byte accesses;
// a column offset of 2 elements gets 8; an arbitrary thread id stays 4.
// CHECK-LABEL: func.func @threads
func.func @threads(%a: memref<64x64xf32>, %v: vector<4xf32>) {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %col = affine.apply affine_map<(d0) -> (d0 * 4)>(%tx)
  // CHECK: vector.load %{{.*}} {alignment = 16 : i64}
  %0 = vector.load %a[%c0, %col] : memref<64x64xf32>, vector<4xf32>
  // CHECK: vector.store %{{.*}} {alignment = 8 : i64}
  vector.store %v, %a[%tx, %c2] : memref<64x64xf32>, vector<4xf32>
  // CHECK: vector.load
  // CHECK-NOT: alignment
  %1 = vector.load %a[%c0, %tx] : memref<64x64xf32>, vector<4xf32>
  return
}

// -----

// Through subviews (offsets times the source strides) and loop induction
// variables (lower bound and step).
// CHECK-LABEL: func.func @subview_loop
func.func @subview_loop(%a: memref<1024x1024xf32>) {
  %bx = gpu.block_id x
  %c0 = arith.constant 0 : index
  %c1024 = arith.constant 1024 : index
  %c8 = arith.constant 8 : index
  %row = affine.apply affine_map<(d0) -> (d0 * 32)>(%bx)
  %tile = memref.subview %a[%row, 0] [32, 1024] [1, 1]
      : memref<1024x1024xf32> to memref<32x1024xf32, strided<[1024, 1], offset: ?>>
  scf.for %k = %c0 to %c1024 step %c8 {
    // CHECK: vector.load %{{.*}} {alignment = 16 : i64} : memref<32x1024xf32, strided<[1024, 1], offset: ?>>, vector<8xf32>
    %0 = vector.load %tile[%bx, %k] : memref<32x1024xf32, strided<[1024, 1], offset: ?>>, vector<8xf32>
  }
  %odd = memref.subview %a[1, 3] [4, 4] [1, 1]
      : memref<1024x1024xf32> to memref<4x4xf32, strided<[1024, 1], offset: 1027>>
  // CHECK: vector.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<4x4xf32
  %1 = vector.load %odd[%c0, %c0] : memref<4x4xf32, strided<[1024, 1], offset: 1027>>, vector<4xf32>
  return
}

// -----

// Roots other than function arguments, and dynamic strides: nothing proven.
// CHECK-LABEL: func.func @unknown
func.func @unknown(%a: memref<?x?xf32, strided<[?, 1]>>) {
  %c0 = arith.constant 0 : index
  %local = memref.alloca() : memref<64xf32>
  // CHECK-NOT: alignment
  %0 = vector.load %local[%c0] : memref<64xf32>, vector<4xf32>
  %1 = vector.load %a[%c0, %c0] : memref<?x?xf32, strided<[?, 1]>>, vector<4xf32>
  return
}

// -----

// Through reshapes (the cyclic layout of row kernels: a row as pieces of 4
// elements): a reshape starts where its source starts.
// CHECK-LABEL: func.func @reshape
func.func @reshape(%a: memref<64x1024xf32>) {
  %tx = gpu.thread_id x
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %pieces = memref.expand_shape %a [[0], [1, 2, 3]] output_shape [64, 4, 64, 4]
      : memref<64x1024xf32> into memref<64x4x64x4xf32>
  // CHECK: vector.load %{{.*}} {alignment = 16 : i64} : memref<64x4x64x4xf32>, vector<4xf32>
  %0 = vector.load %pieces[%c0, %c3, %tx, %c0] : memref<64x4x64x4xf32>, vector<4xf32>
  // An offset of 3 elements inside a piece: 4 bytes.
  // CHECK: vector.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<64x4x64x4xf32>, vector<1xf32>
  %1 = vector.load %pieces[%c0, %c0, %tx, %c3] : memref<64x4x64x4xf32>, vector<1xf32>
  return
}

// -----

// Shared-memory globals aligned like arguments are roots too; a cast starts
// where its source does. A pipeline's stage buffers rotate through the K
// loop's iter_args: a loop-carried view (and the loop's result) is aligned
// as every view entering the loop is (the init, each yielded view).
module {
  memref.global "private" @staged : memref<2x128x16xf32, 3> {alignment = 16 : i64}
  memref.global "private" @unaligned : memref<64xf32, 3>
  // CHECK-LABEL: func.func @stages
  func.func @stages(%k: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %tx = gpu.thread_id x
    %buffers = memref.get_global @staged : memref<2x128x16xf32, 3>
    %first = memref.subview %buffers[0, 0, 0] [1, 128, 16] [1, 1, 1]
        : memref<2x128x16xf32, 3> to memref<128x16xf32, strided<[16, 1]>, 3>
    %init = memref.cast %first : memref<128x16xf32, strided<[16, 1]>, 3>
        to memref<128x16xf32, strided<[16, 1], offset: ?>, 3>
    %last = scf.for %i = %c0 to %k step %c16 iter_args(%stage = %init)
        -> (memref<128x16xf32, strided<[16, 1], offset: ?>, 3>) {
      // CHECK: vector.load %{{.*}} {alignment = 16 : i64} : memref<128x16xf32, strided<[16, 1], offset: ?>, 3>, vector<16xf32>
      %0 = vector.load %stage[%tx, %c0] : memref<128x16xf32, strided<[16, 1], offset: ?>, 3>, vector<16xf32>
      %index = affine.apply affine_map<(d0) -> ((d0 floordiv 16) mod 2)>(%i)
      %next = memref.subview %buffers[%index, 0, 0] [1, 128, 16] [1, 1, 1]
          : memref<2x128x16xf32, 3> to memref<128x16xf32, strided<[16, 1], offset: ?>, 3>
      scf.yield %next : memref<128x16xf32, strided<[16, 1], offset: ?>, 3>
    }
    // CHECK: vector.load %{{.*}} {alignment = 16 : i64} : memref<128x16xf32, strided<[16, 1], offset: ?>, 3>, vector<4xf32>
    %1 = vector.load %last[%tx, %c0] : memref<128x16xf32, strided<[16, 1], offset: ?>, 3>, vector<4xf32>
    // CHECK: vector.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<128x16xf32, strided<[16, 1], offset: ?>, 3>, vector<4xf32>
    %2 = vector.load %last[%tx, %c1] : memref<128x16xf32, strided<[16, 1], offset: ?>, 3>, vector<4xf32>
    %unaligned = memref.get_global @unaligned : memref<64xf32, 3>
    // CHECK: vector.load %{{.*}}[%{{.*}}] : memref<64xf32, 3>, vector<4xf32>
    %3 = vector.load %unaligned[%c0] : memref<64xf32, 3>, vector<4xf32>
    return
  }
}

// -----

// A loop-carried view that moves to an element the step gives: 4 bytes.
// CHECK-LABEL: func.func @creeping
func.func @creeping(%a: memref<1024xf32>, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %first = memref.subview %a[0] [16] [1] : memref<1024xf32> to memref<16xf32, strided<[1]>>
  %start = memref.cast %first : memref<16xf32, strided<[1]>> to memref<16xf32, strided<[1], offset: ?>>
  scf.for %i = %c0 to %k step %c1 iter_args(%view = %start) -> (memref<16xf32, strided<[1], offset: ?>>) {
    // CHECK: vector.load %{{.*}}[%{{.*}}] : memref<16xf32, strided<[1], offset: ?>>, vector<4xf32>
    %0 = vector.load %view[%c0] : memref<16xf32, strided<[1], offset: ?>>, vector<4xf32>
    %next = memref.subview %a[%i] [16] [1] : memref<1024xf32> to memref<16xf32, strided<[1], offset: ?>>
    scf.yield %next : memref<16xf32, strided<[1], offset: ?>>
  }
  return
}

// -----

// An allocation is as aligned as its attribute says (a buffer between two
// kernels, as mma's epilogue reads it); without one, nothing is known.
// CHECK-LABEL: func.func @allocations
func.func @allocations() {
  %c0 = arith.constant 0 : index
  %tx = gpu.thread_id x
  %col = affine.apply affine_map<(d0) -> (d0 * 4)>(%tx)
  %aligned = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
  // CHECK: vector.load %{{.*}} {alignment = 16 : i64} : memref<128x256xf32>, vector<4xf32>
  %0 = vector.load %aligned[%c0, %col] : memref<128x256xf32>, vector<4xf32>
  %plain = memref.alloc() : memref<128x256xf32>
  // CHECK: vector.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<128x256xf32>, vector<4xf32>
  %1 = vector.load %plain[%c0, %col] : memref<128x256xf32>, vector<4xf32>
  return
}

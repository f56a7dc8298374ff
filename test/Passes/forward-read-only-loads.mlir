// RUN: cuda-agent-opt %s -split-input-file -cuda-agent-forward-read-only-loads | FileCheck %s

// Two stages of a row kernel read the same elements of the input, which the
// launch never writes: the second load takes the first one's value, across
// the barrier.
// CHECK-LABEL: func.func @across_barrier
// CHECK: %[[A:.*]] = vector.load %arg0
// CHECK-NOT: vector.load %arg0
// CHECK: gpu.barrier
// CHECK: arith.addf %[[A]], %[[A]]
func.func @across_barrier(%x: memref<64x256xf32>, %y: memref<64x256xf32>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c64, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %i = affine.apply affine_map<(d0) -> (d0 * 4)>(%tx)
    %a = vector.load %x[%bx, %i] : memref<64x256xf32>, vector<4xf32>
    gpu.barrier
    %b = vector.load %x[%bx, %i] : memref<64x256xf32>, vector<4xf32>
    %s = arith.addf %a, %b : vector<4xf32>
    vector.store %s, %y[%bx, %i] : memref<64x256xf32>, vector<4xf32>
    gpu.terminator
  }
  return
}

// -----

// The launch writes the buffer (through a view): its loads stay.
// CHECK-LABEL: func.func @written_through_view
// CHECK: vector.load %arg0
// CHECK: gpu.barrier
// CHECK: vector.load %arg0
func.func @written_through_view(%x: memref<64x256xf32>, %y: memref<64x256xf32>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c64, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %i = affine.apply affine_map<(d0) -> (d0 * 4)>(%tx)
    %a = vector.load %x[%bx, %i] : memref<64x256xf32>, vector<4xf32>
    %row = memref.subview %x[%bx, 0] [1, 256] [1, 1] : memref<64x256xf32> to memref<256xf32, strided<[1], offset: ?>>
    vector.store %a, %row[%i] : memref<256xf32, strided<[1], offset: ?>>, vector<4xf32>
    gpu.barrier
    %b = vector.load %x[%bx, %i] : memref<64x256xf32>, vector<4xf32>
    vector.store %b, %y[%bx, %i] : memref<64x256xf32>, vector<4xf32>
    gpu.terminator
  }
  return
}

// -----

// A load that does not dominate (inside a conditional), or that reads other
// elements, is not reused.
// CHECK-LABEL: func.func @not_dominating_or_other_elements
// CHECK: scf.if
// CHECK:   vector.load %arg0
// CHECK: vector.load %arg0[%{{.*}}, %[[I:.*]]]
// CHECK: vector.load %arg0[%{{.*}}, %[[J:.*]]]
func.func @not_dominating_or_other_elements(%x: memref<64x256xf32>, %y: memref<64x256xf32>, %c: i1) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c64, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %i = affine.apply affine_map<(d0) -> (d0 * 4)>(%tx)
    %j = affine.apply affine_map<(d0) -> (d0 * 4 + 1)>(%tx)
    scf.if %c {
      %a = vector.load %x[%bx, %i] : memref<64x256xf32>, vector<4xf32>
      vector.store %a, %y[%bx, %i] : memref<64x256xf32>, vector<4xf32>
    }
    gpu.barrier
    %b = vector.load %x[%bx, %i] : memref<64x256xf32>, vector<4xf32>
    %d = vector.load %x[%bx, %j] : memref<64x256xf32>, vector<4xf32>
    %s = arith.addf %b, %d : vector<4xf32>
    vector.store %s, %y[%bx, %i] : memref<64x256xf32>, vector<4xf32>
    gpu.terminator
  }
  return
}

// -----

// Shared memory the launch writes (a reduction's partial results) is read
// again after each barrier.
// CHECK-LABEL: func.func @shared_memory
// CHECK-COUNT-2: memref.load
memref.global "private" @partials : memref<64xf32, 3>
func.func @shared_memory(%y: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %f = arith.constant 1.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %p = memref.get_global @partials : memref<64xf32, 3>
    %a = memref.load %p[%c0] : memref<64xf32, 3>
    gpu.barrier
    memref.store %f, %p[%tx] : memref<64xf32, 3>
    gpu.barrier
    %b = memref.load %p[%c0] : memref<64xf32, 3>
    %s = arith.addf %a, %b : f32
    memref.store %s, %y[%tx] : memref<64xf32>
    gpu.terminator
  }
  return
}

// -----

// A global is not a kernel argument: two memref.get_global of one symbol are
// one buffer, which the launch writes through the second. Its loads stay.
// CHECK-LABEL: func.func @global_written_through_another_handle
// CHECK: vector.load %[[G:.*]][
// CHECK: gpu.barrier
// CHECK: vector.load %[[G]][
memref.global "private" @table : memref<256xf32>
func.func @global_written_through_another_handle(%y: memref<256xf32>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %table = memref.get_global @table : memref<256xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %i = affine.apply affine_map<(d0) -> (d0 * 4)>(%tx)
    %a = vector.load %table[%i] : memref<256xf32>, vector<4xf32>
    %same = memref.get_global @table : memref<256xf32>
    %d = arith.addf %a, %a : vector<4xf32>
    vector.store %d, %same[%i] : memref<256xf32>, vector<4xf32>
    gpu.barrier
    %b = vector.load %table[%i] : memref<256xf32>, vector<4xf32>
    vector.store %b, %y[%i] : memref<256xf32>, vector<4xf32>
    gpu.terminator
  }
  return
}

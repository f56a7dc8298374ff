// RUN: cuda-agent-opt %s -split-input-file -cuda-agent-erase-copy-barriers | FileCheck %s

// A staged K loop: the barrier between the copies of A and B goes; the one
// before the product (the copies' results are read) and the one after it
// (the next step's copies overwrite what it reads) stay, as does the one
// after the kernel's first stores.
// CHECK-LABEL: func.func @staged_k_loop(
// CHECK: gpu.launch
// CHECK: vector.store
// CHECK-NEXT: gpu.barrier
// CHECK: %[[SA:.*]] = memref.alloc() : memref<128x16xf32, 3>
// CHECK: scf.for
// CHECK: memref.subview %[[SA]]
// CHECK: vector.store
// CHECK-NOT: gpu.barrier
// CHECK: vector.store %{{.*}}, %[[SB:.*]][
// CHECK-NEXT: gpu.barrier
// CHECK: vector.load %[[SA]]
// CHECK: vector.store
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: }
func.func @staged_k_loop(%a: memref<128x2048xf32>, %b: memref<2048x128xf32>, %out: memref<128x128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c2048 = arith.constant 2048 : index
  %zero = arith.constant dense<0.0> : vector<4xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%u = %c16, %v = %c1, %w = %c1) {
    vector.store %zero, %out[%tx, %c0] : memref<128x128xf32>, vector<4xf32>
    gpu.barrier
    %sa = memref.alloc() : memref<128x16xf32, 3>
    %sb = memref.alloc() : memref<16x128xf32, 3>
    scf.for %k = %c0 to %c2048 step %c16 {
      %va = vector.load %a[%tx, %k] : memref<128x2048xf32>, vector<4xf32>
      %viewA = memref.subview %sa[%tx, 0] [1, 16] [1, 1] : memref<128x16xf32, 3> to memref<1x16xf32, strided<[16, 1], offset: ?>, 3>
      vector.store %va, %viewA[%c0, %c0] : memref<1x16xf32, strided<[16, 1], offset: ?>, 3>, vector<4xf32>
      gpu.barrier
      %vb = vector.load %b[%k, %tx] : memref<2048x128xf32>, vector<4xf32>
      vector.store %vb, %sb[%c0, %tx] : memref<16x128xf32, 3>, vector<4xf32>
      gpu.barrier
      %xa = vector.load %sa[%c0, %tx] : memref<128x16xf32, 3>, vector<4xf32>
      %xb = vector.load %sb[%c0, %tx] : memref<16x128xf32, 3>, vector<4xf32>
      %acc = vector.load %out[%tx, %c0] : memref<128x128xf32>, vector<4xf32>
      %r = vector.fma %xa, %xb, %acc : vector<4xf32>
      vector.store %r, %out[%tx, %c0] : memref<128x128xf32>, vector<4xf32>
      gpu.barrier
    }
    gpu.terminator
  }
  return
}

// -----

// Both copies write the same buffer: the barrier between them orders them.
// The last one goes: nothing follows it in the kernel.
// CHECK-LABEL: func.func @same_buffer(
// CHECK: vector.store
// CHECK-NEXT: gpu.barrier
// CHECK: vector.store
// CHECK-NOT: gpu.barrier
// CHECK: gpu.terminator
func.func @same_buffer(%a: memref<128x2048xf32>, %b: memref<2048x128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%u = %c16, %v = %c1, %w = %c1) {
    %s = memref.alloc() : memref<16x128xf32, 3>
    %va = vector.load %a[%tx, %c0] : memref<128x2048xf32>, vector<4xf32>
    vector.store %va, %s[%c0, %tx] : memref<16x128xf32, 3>, vector<4xf32>
    gpu.barrier
    %vb = vector.load %b[%c0, %tx] : memref<2048x128xf32>, vector<4xf32>
    vector.store %vb, %s[%c1, %tx] : memref<16x128xf32, 3>, vector<4xf32>
    gpu.barrier
    gpu.terminator
  }
  return
}

// -----

// Without a barrier at the end of the loop body, the previous step's reads
// of the first buffer precede the second copy: the barrier stays.
// CHECK-LABEL: func.func @reads_wrap_around(
// CHECK: scf.for
// CHECK-COUNT-2: gpu.barrier
func.func @reads_wrap_around(%a: memref<128x2048xf32>, %b: memref<2048x128xf32>, %out: memref<128x128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c2048 = arith.constant 2048 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%u = %c16, %v = %c1, %w = %c1) {
    %sa = memref.alloc() : memref<128x16xf32, 3>
    %sb = memref.alloc() : memref<16x128xf32, 3>
    scf.for %k = %c0 to %c2048 step %c16 {
      %va = vector.load %a[%tx, %k] : memref<128x2048xf32>, vector<4xf32>
      vector.store %va, %sa[%tx, %c0] : memref<128x16xf32, 3>, vector<4xf32>
      gpu.barrier
      %vb = vector.load %b[%k, %tx] : memref<2048x128xf32>, vector<4xf32>
      vector.store %vb, %sb[%c0, %tx] : memref<16x128xf32, 3>, vector<4xf32>
      gpu.barrier
      %xb = vector.load %sb[%c1, %tx] : memref<16x128xf32, 3>, vector<4xf32>
      vector.store %xb, %out[%tx, %c0] : memref<128x128xf32>, vector<4xf32>
    }
    gpu.terminator
  }
  return
}

// -----

// A barrier inside an scf.if: the walk does not leave other regions.
// CHECK-LABEL: func.func @in_conditional(
// CHECK: scf.if
// CHECK-NEXT: vector.load
// CHECK-NEXT: vector.store
// CHECK-NEXT: gpu.barrier
func.func @in_conditional(%a: memref<128x2048xf32>, %b: memref<2048x128xf32>, %p: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%u = %c16, %v = %c1, %w = %c1) {
    %sa = memref.alloc() : memref<128x16xf32, 3>
    %sb = memref.alloc() : memref<16x128xf32, 3>
    scf.if %p {
      %va = vector.load %a[%tx, %c0] : memref<128x2048xf32>, vector<4xf32>
      vector.store %va, %sa[%tx, %c0] : memref<128x16xf32, 3>, vector<4xf32>
      gpu.barrier
      %vb = vector.load %b[%c0, %tx] : memref<2048x128xf32>, vector<4xf32>
      vector.store %vb, %sb[%c0, %tx] : memref<16x128xf32, 3>, vector<4xf32>
    }
    gpu.terminator
  }
  return
}

// RUN: cuda-agent-opt %s -split-input-file -cuda-agent-hoist-accumulators | FileCheck %s

// A thread's C row is loaded and stored back every K step while A and B are
// staged in shared memory: the row becomes a loop-carried value.
// CHECK-LABEL: func.func @staged_k_loop(
// CHECK-SAME: %[[A:.*]]: memref<64x64xf32>, %[[C:.*]]: memref<64x64xf32>, %[[I:.*]]: index, %[[J:.*]]: index
// CHECK: %[[VIEW:.*]] = memref.subview %[[C]][%[[I]], %[[J]]] [4, 4] [1, 1]
// CHECK: %[[INIT:.*]] = vector.load %[[C]][%[[I]], %[[J]]] : memref<64x64xf32>, vector<4xf32>
// CHECK: %[[SUM:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (vector<4xf32>) {
// CHECK:   vector.store {{.*}} : memref<16x4xf32, 3>, vector<4xf32>
// CHECK:   gpu.barrier
// CHECK:   %[[NEXT:.*]] = vector.fma {{.*}}, {{.*}}, %[[ACC]] : vector<4xf32>
// CHECK:   gpu.barrier
// CHECK:   scf.yield %[[NEXT]] : vector<4xf32>
// CHECK: }
// CHECK: vector.store %[[SUM]], %[[VIEW]][%{{.*}}, %{{.*}}] : memref<4x4xf32, strided<[64, 1], offset: ?>>, vector<4xf32>
memref.global "private" @staged : memref<16x4xf32, 3>
func.func @staged_k_loop(%a: memref<64x64xf32>, %c: memref<64x64xf32>, %i: index, %j: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %shared = memref.get_global @staged : memref<16x4xf32, 3>
  %view = memref.subview %c[%i, %j] [4, 4] [1, 1] : memref<64x64xf32> to memref<4x4xf32, strided<[64, 1], offset: ?>>
  scf.for %k = %c0 to %c64 step %c4 {
    %a_row = vector.load %a[%i, %k] : memref<64x64xf32>, vector<4xf32>
    vector.store %a_row, %shared[%c0, %c0] : memref<16x4xf32, 3>, vector<4xf32>
    gpu.barrier
    %b = vector.load %shared[%c0, %c0] : memref<16x4xf32, 3>, vector<4xf32>
    // The same box as %view[0, 0], addressed through C itself.
    %acc = vector.load %c[%i, %j] : memref<64x64xf32>, vector<4xf32>
    %next = vector.fma %a_row, %b, %acc : vector<4xf32>
    vector.store %next, %view[%c0, %c0] : memref<4x4xf32, strided<[64, 1], offset: ?>>, vector<4xf32>
    gpu.barrier
  }
  return
}

// -----

// Two rows of one tile (constant distance 1 >= extent 1) and an unrolled
// update (load, store, load, store) of each: both rows are carried, the
// second load of each reads the first store's value.
// CHECK-LABEL: func.func @rows_and_unrolled_updates(
// CHECK: %[[R0:.*]] = vector.load %{{.*}}[%c0, %c0] : memref<2x4xf32>, vector<4xf32>
// CHECK: %[[R1:.*]] = vector.load %{{.*}}[%c1, %c0] : memref<2x4xf32>, vector<4xf32>
// CHECK: %[[OUT:.*]]:2 = scf.for {{.*}} iter_args(%[[A0:.*]] = %[[R0]], %[[A1:.*]] = %[[R1]])
// CHECK-NOT: vector.load
// CHECK-NOT: vector.store
// CHECK:   %[[X0:.*]] = arith.addf %[[A0]], %[[A0]]
// CHECK:   %[[X1:.*]] = arith.addf %[[A1]], %[[A1]]
// CHECK:   %[[Y0:.*]] = arith.addf %[[X0]], %[[X0]]
// CHECK:   %[[Y1:.*]] = arith.addf %[[X1]], %[[X1]]
// CHECK:   scf.yield %[[Y0]], %[[Y1]]
// CHECK: vector.store %[[OUT]]#0, %{{.*}}[%c0, %c0]
// CHECK: vector.store %[[OUT]]#1, %{{.*}}[%c1, %c0]
func.func @rows_and_unrolled_updates(%c: memref<2x4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %r0 = vector.load %c[%c0, %c0] : memref<2x4xf32>, vector<4xf32>
    %r1 = vector.load %c[%c1, %c0] : memref<2x4xf32>, vector<4xf32>
    %x0 = arith.addf %r0, %r0 : vector<4xf32>
    %x1 = arith.addf %r1, %r1 : vector<4xf32>
    vector.store %x0, %c[%c0, %c0] : memref<2x4xf32>, vector<4xf32>
    vector.store %x1, %c[%c1, %c0] : memref<2x4xf32>, vector<4xf32>
    %s0 = vector.load %c[%c0, %c0] : memref<2x4xf32>, vector<4xf32>
    %s1 = vector.load %c[%c1, %c0] : memref<2x4xf32>, vector<4xf32>
    %y0 = arith.addf %s0, %s0 : vector<4xf32>
    %y1 = arith.addf %s1, %s1 : vector<4xf32>
    vector.store %y0, %c[%c0, %c0] : memref<2x4xf32>, vector<4xf32>
    vector.store %y1, %c[%c1, %c0] : memref<2x4xf32>, vector<4xf32>
  }
  return
}

// -----

// Transfers of a whole 2-D tile, read through a view and written through
// the buffer.
// CHECK-LABEL: func.func @transfer_tile(
// CHECK: %[[INIT:.*]] = vector.transfer_read
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[INIT]]) -> (vector<2x4xf32>)
// CHECK-NOT: vector.transfer
// CHECK: scf.yield
// CHECK: vector.transfer_write
func.func @transfer_tile(%c: memref<8x8xf32>, %n: index, %i: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %view = memref.subview %c[%i, 4] [2, 4] [1, 1] : memref<8x8xf32> to memref<2x4xf32, strided<[8, 1], offset: ?>>
  scf.for %k = %c0 to %n step %c1 {
    %t = vector.transfer_read %view[%c0, %c0], %zero {in_bounds = [true, true]} : memref<2x4xf32, strided<[8, 1], offset: ?>>, vector<2x4xf32>
    %u = arith.addf %t, %t : vector<2x4xf32>
    vector.transfer_write %u, %c[%i, %c4] {in_bounds = [true, true]} : vector<2x4xf32>, memref<8x8xf32>
  }
  return
}

// -----

// Not hoisted: another access of the loop overlaps the box (elements 2..5
// and 0..3 of row 0).
// CHECK-LABEL: func.func @overlapping_access(
// CHECK: scf.for
// CHECK-NOT: iter_args
// CHECK: vector.load
// CHECK: vector.load
// CHECK: vector.store
func.func @overlapping_access(%c: memref<8x8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %k = %c0 to %n step %c1 {
    %acc = vector.load %c[%c0, %c0] : memref<8x8xf32>, vector<4xf32>
    %other = vector.load %c[%c0, %c2] : memref<8x8xf32>, vector<4xf32>
    %sum = arith.addf %acc, %other : vector<4xf32>
    vector.store %sum, %c[%c0, %c0] : memref<8x8xf32>, vector<4xf32>
  }
  return
}

// -----

// Not hoisted: the address changes with the loop.
// CHECK-LABEL: func.func @loop_variant_address(
// CHECK: scf.for
// CHECK-NOT: iter_args
// CHECK: vector.load
// CHECK: vector.store
func.func @loop_variant_address(%c: memref<8x8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %acc = vector.load %c[%k, %c0] : memref<8x8xf32>, vector<4xf32>
    %sum = arith.addf %acc, %acc : vector<4xf32>
    vector.store %sum, %c[%k, %c0] : memref<8x8xf32>, vector<4xf32>
  }
  return
}

// -----

// Not hoisted: a call may read or write any buffer.
// CHECK-LABEL: func.func @unknown_effects(
// CHECK: scf.for
// CHECK-NOT: iter_args
// CHECK: vector.load
// CHECK: call @opaque
// CHECK: vector.store
func.func private @opaque()
func.func @unknown_effects(%c: memref<8x8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %acc = vector.load %c[%c0, %c0] : memref<8x8xf32>, vector<4xf32>
    func.call @opaque() : () -> ()
    vector.store %acc, %c[%c0, %c0] : memref<8x8xf32>, vector<4xf32>
  }
  return
}

// -----

// Not hoisted: the store comes first, so an iteration's load reads what
// the same iteration stored, not the previous one.
// CHECK-LABEL: func.func @store_before_load(
// CHECK: scf.for
// CHECK-NOT: iter_args
// CHECK: vector.store
// CHECK: vector.load
func.func @store_before_load(%c: memref<8x8xf32>, %v: vector<4xf32>, %out: memref<8x8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    vector.store %v, %c[%c0, %c0] : memref<8x8xf32>, vector<4xf32>
    %x = vector.load %c[%c0, %c0] : memref<8x8xf32>, vector<4xf32>
    vector.store %x, %out[%k, %c0] : memref<8x8xf32>, vector<4xf32>
  }
  return
}

// -----

// Multi-buffered staging (pipeline(s)): the stages are rank-reducing views
// of one shared buffer, whose offsets the pass does not follow; they are
// still that buffer, not C, so C's box is hoisted.
// CHECK-LABEL: func.func @multi_buffered_stages(
// CHECK: %[[INIT:.*]] = vector.load %{{.*}} : memref<64x64xf32>, vector<4xf32>
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[INIT]]) -> (vector<4xf32>) {
// CHECK:   memref.subview %{{.*}}[%{{.*}}, 0, 0] [1, 16, 4] [1, 1, 1]
// CHECK-NOT: vector.store {{.*}} : memref<64x64xf32>
// CHECK:   scf.yield
func.func @multi_buffered_stages(%a: memref<64x64xf32>, %c: memref<64x64xf32>, %i: index, %j: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %stages = memref.alloca() : memref<3x16x4xf32, 3>
  scf.for %k = %c0 to %c64 step %c4 {
    %stage = affine.apply affine_map<(d0) -> ((d0 floordiv 4) mod 3)>(%k)
    %shared = memref.subview %stages[%stage, 0, 0] [1, 16, 4] [1, 1, 1] : memref<3x16x4xf32, 3> to memref<16x4xf32, strided<[4, 1], offset: ?>, 3>
    %a_row = vector.load %a[%i, %k] : memref<64x64xf32>, vector<4xf32>
    vector.store %a_row, %shared[%c0, %c0] : memref<16x4xf32, strided<[4, 1], offset: ?>, 3>, vector<4xf32>
    gpu.barrier
    %b = vector.load %shared[%c0, %c0] : memref<16x4xf32, strided<[4, 1], offset: ?>, 3>, vector<4xf32>
    %acc = vector.load %c[%i, %j] : memref<64x64xf32>, vector<4xf32>
    %next = vector.fma %a_row, %b, %acc : vector<4xf32>
    vector.store %next, %c[%i, %j] : memref<64x64xf32>, vector<4xf32>
    gpu.barrier
  }
  return
}

// -----

// A pipelined K loop (nvgpu's pipeline_shared_memory_copies): the stages
// rotate through the loop's iter_args and are filled by cp.async copies,
// grouped and waited for. The carried views all view the shared buffer,
// the groups and waits only order the copies: C's box is hoisted.
// CHECK-LABEL: func.func @pipelined_stages(
// CHECK: %[[INIT:.*]] = vector.load %{{.*}} : memref<64x64xf32>, vector<4xf32>
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %[[INIT]]) -> (!nvgpu.device.async.token, memref<16x4xf32, strided<[4, 1], offset: ?>, 3>, vector<4xf32>) {
// CHECK:   nvgpu.device_async_wait
// CHECK-NOT: vector.store {{.*}} : memref<64x64xf32>
// CHECK:   scf.yield
// CHECK: vector.store %{{.*}} : memref<64x64xf32>, vector<4xf32>
func.func @pipelined_stages(%a: memref<64x64xf32>, %c: memref<64x64xf32>, %i: index, %j: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %stages = memref.alloca() : memref<2x16x4xf32, 3>
  %stage0 = memref.subview %stages[0, 0, 0] [1, 16, 4] [1, 1, 1] : memref<2x16x4xf32, 3> to memref<16x4xf32, strided<[4, 1]>, 3>
  %first = memref.cast %stage0 : memref<16x4xf32, strided<[4, 1]>, 3> to memref<16x4xf32, strided<[4, 1], offset: ?>, 3>
  %copy = nvgpu.device_async_copy %a[%i, %c0], %first[%c0, %c0], 4 : memref<64x64xf32> to memref<16x4xf32, strided<[4, 1], offset: ?>, 3>
  %group = nvgpu.device_async_create_group %copy
  scf.for %k = %c0 to %c64 step %c4 iter_args(%token = %group, %shared = %first) -> (!nvgpu.device.async.token, memref<16x4xf32, strided<[4, 1], offset: ?>, 3>) {
    nvgpu.device_async_wait %token {numGroups = 0 : i32}
    gpu.barrier
    %b = vector.load %shared[%c0, %c0] : memref<16x4xf32, strided<[4, 1], offset: ?>, 3>, vector<4xf32>
    %acc = vector.load %c[%i, %j] : memref<64x64xf32>, vector<4xf32>
    %next = vector.fma %b, %b, %acc : vector<4xf32>
    vector.store %next, %c[%i, %j] : memref<64x64xf32>, vector<4xf32>
    gpu.barrier
    %stage = affine.apply affine_map<(d0) -> ((d0 floordiv 4 + 1) mod 2)>(%k)
    %following = memref.subview %stages[%stage, 0, 0] [1, 16, 4] [1, 1, 1] : memref<2x16x4xf32, 3> to memref<16x4xf32, strided<[4, 1], offset: ?>, 3>
    %next_copy = nvgpu.device_async_copy %a[%i, %k], %following[%c0, %c0], 4 : memref<64x64xf32> to memref<16x4xf32, strided<[4, 1], offset: ?>, 3>
    %next_group = nvgpu.device_async_create_group %next_copy
    scf.yield %next_group, %following : !nvgpu.device.async.token, memref<16x4xf32, strided<[4, 1], offset: ?>, 3>
  }
  return
}

// -----

// A loop-carried view whose init is C itself: the loop's accesses through
// it may touch C's box, which stays in memory.
// CHECK-LABEL: func.func @carried_view_of_c(
// CHECK: scf.for
// CHECK:   vector.load %{{.*}} : memref<64x64xf32>, vector<4xf32>
// CHECK:   vector.store %{{.*}} : memref<64x64xf32>, vector<4xf32>
func.func @carried_view_of_c(%c: memref<64x64xf32>, %i: index, %j: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %start = memref.subview %c[0, 0] [16, 4] [1, 1] : memref<64x64xf32> to memref<16x4xf32, strided<[64, 1]>>
  %cast = memref.cast %start : memref<16x4xf32, strided<[64, 1]>> to memref<16x4xf32, strided<[64, 1], offset: ?>>
  scf.for %k = %c0 to %c64 step %c4 iter_args(%view = %cast) -> (memref<16x4xf32, strided<[64, 1], offset: ?>>) {
    %acc = vector.load %c[%i, %j] : memref<64x64xf32>, vector<4xf32>
    %next = vector.fma %acc, %acc, %acc : vector<4xf32>
    vector.store %next, %c[%i, %j] : memref<64x64xf32>, vector<4xf32>
    vector.store %next, %view[%c0, %c0] : memref<16x4xf32, strided<[64, 1], offset: ?>>, vector<4xf32>
    %moved = memref.subview %c[%k, 0] [16, 4] [1, 1] : memref<64x64xf32> to memref<16x4xf32, strided<[64, 1], offset: ?>>
    scf.yield %moved : memref<16x4xf32, strided<[64, 1], offset: ?>>
  }
  return
}

// -----

// A convolution's filter read through its collapse into a matrix is still
// the filter, not C: the accumulator is hoisted.
// CHECK-LABEL: func.func @operand_through_reshape(
// CHECK-SAME: %[[F:.*]]: memref<8x2x2xf32>, %[[C:.*]]: memref<8x8xf32>
// CHECK: %[[MATRIX:.*]] = memref.collapse_shape %[[F]]
// CHECK: %[[INIT:.*]] = vector.load %[[C]]
// CHECK: %[[SUM:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (vector<4xf32>) {
// CHECK:   %[[ROW:.*]] = vector.load %[[MATRIX]]
// CHECK:   %[[NEXT:.*]] = vector.fma %[[ROW]], %[[ROW]], %[[ACC]]
// CHECK:   scf.yield %[[NEXT]]
// CHECK: vector.store %[[SUM]], %[[C]]
func.func @operand_through_reshape(%f: memref<8x2x2xf32>, %c: memref<8x8xf32>, %i: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %matrix = memref.collapse_shape %f [[0], [1, 2]] : memref<8x2x2xf32> into memref<8x4xf32>
  scf.for %k = %c0 to %c4 step %c1 {
    %row = vector.load %matrix[%k, %c0] : memref<8x4xf32>, vector<4xf32>
    %acc = vector.load %c[%i, %c0] : memref<8x8xf32>, vector<4xf32>
    %next = vector.fma %row, %row, %acc : vector<4xf32>
    vector.store %next, %c[%i, %c0] : memref<8x8xf32>, vector<4xf32>
  }
  return
}

// -----

// Not hoisted: C itself is also read through a reshape, whose elements'
// offsets the pass does not follow.
// CHECK-LABEL: func.func @accumulator_through_reshape(
// CHECK: scf.for
// CHECK-NOT: iter_args
// CHECK:   vector.load %{{.*}} : memref<8x8xf32>, vector<4xf32>
// CHECK:   vector.load %{{.*}} : memref<64xf32>, vector<4xf32>
// CHECK:   vector.store %{{.*}} : memref<8x8xf32>, vector<4xf32>
func.func @accumulator_through_reshape(%c: memref<8x8xf32>, %i: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %flat = memref.collapse_shape %c [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  scf.for %k = %c0 to %n step %c1 {
    %acc = vector.load %c[%i, %c0] : memref<8x8xf32>, vector<4xf32>
    %other = vector.load %flat[%k] : memref<64xf32>, vector<4xf32>
    %next = arith.addf %acc, %other : vector<4xf32>
    vector.store %next, %c[%i, %c0] : memref<8x8xf32>, vector<4xf32>
  }
  return
}

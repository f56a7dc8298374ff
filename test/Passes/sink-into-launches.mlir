// RUN: cuda-agent-opt %s -cuda-agent-sink-into-launches | FileCheck %s

// A one-block grid: the operand's view, its offset arithmetic, a poison
// vector and a float computed from a constant (a BatchNorm's epsilon, as
// canonicalization hoists it) were computed outside the launch. They move
// in (in dependence order), so the body captures only the whole buffer; a
// loaded value (a memory effect) stays outside.
// CHECK-LABEL: func.func @views(
// CHECK-SAME: %[[A:.*]]: memref<128x64xf32>, %[[I:.*]]: index, %[[S:.*]]: memref<f32>
// CHECK: %[[X:.*]] = memref.load %[[S]][]
// CHECK: gpu.launch
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG: %[[OFF:.*]] = arith.addi %[[I]], %[[C16]] : index
// CHECK-DAG: %[[POISON:.*]] = ub.poison : vector<4xf32>
// CHECK-DAG: %[[EPS64:.*]] = arith.constant 1.000000e-05 : f64
// CHECK-DAG: %[[EPS:.*]] = arith.truncf %[[EPS64]] : f64 to f32
// CHECK-DAG: %[[SPLAT:.*]] = vector.broadcast %[[EPS]] : f32 to vector<4xf32>
// CHECK: %[[VIEW:.*]] = memref.subview %[[A]][0, %[[OFF]]] [128, 16] [1, 1]
// CHECK: memref.load %[[VIEW]]
// CHECK: %[[W:.*]] = vector.insert %[[X]], %[[POISON]] [0]
// CHECK: arith.addf %[[W]], %[[SPLAT]]
// CHECK: gpu.terminator
func.func @views(%a: memref<128x64xf32>, %i: index, %s: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %off = arith.addi %i, %c16 : index
  %view = memref.subview %a[0, %off] [128, 16] [1, 1] : memref<128x64xf32> to memref<128x16xf32, strided<[64, 1], offset: ?>>
  %poison = ub.poison : vector<4xf32>
  %x = memref.load %s[] : memref<f32>
  %eps64 = arith.constant 1.0e-05 : f64
  %eps = arith.truncf %eps64 : f64 to f32
  %splat = vector.broadcast %eps : f32 to vector<4xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %view[%c0, %c0] : memref<128x16xf32, strided<[64, 1], offset: ?>>
    %w = vector.insert %x, %poison [0] : f32 into vector<4xf32>
    %shifted = arith.addf %w, %splat : vector<4xf32>
    %y = arith.addf %v, %x : f32
    gpu.terminator
  }
  return
}

// A global's buffer (weights) stays outside: sunk, outlining would copy its
// data into the kernel's code, out of the launch plan's sight.
// CHECK-LABEL: func.func @read_weights(
// CHECK: %[[W:.*]] = memref.get_global @weights
// CHECK: gpu.launch
// CHECK: memref.load %[[W]]
memref.global "private" constant @weights : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func @read_weights(%out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = memref.get_global @weights : memref<4xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %w[%c0] : memref<4xf32>
    memref.store %v, %out[%c0] : memref<4xf32>
    gpu.terminator
  }
  return
}

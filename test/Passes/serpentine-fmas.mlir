// RUN: cuda-agent-opt %s -split-input-file -cuda-agent-serpentine-fmas | FileCheck %s

// Two K steps of a 2x2 register tile in a K loop: step by step, row 0's
// columns left to right, row 1's right to left; the second step takes the
// first step's lanes, the loop yields the vectors.
// CHECK-LABEL: func.func @tile(
// CHECK-SAME: %[[A:[a-z0-9_]+]]: vector<2x2xf32>, %[[B0:[a-z0-9_]+]]: vector<2xf32>, %[[B1:[a-z0-9_]+]]: vector<2xf32>
// CHECK: scf.for {{.*}} iter_args(%[[C0:[a-z0-9_]+]] = {{.*}}, %[[C1:[a-z0-9_]+]] = {{.*}})
// CHECK-NOT: vector.fma
// CHECK-NOT: vector.broadcast
// CHECK-DAG: %[[X0:.*]] = vector.extract %[[A]][0, 0]
// CHECK-DAG: %[[Y0:.*]] = vector.extract %[[A]][1, 0]
// CHECK-DAG: %[[X1:.*]] = vector.extract %[[A]][0, 1]
// CHECK-DAG: %[[Y1:.*]] = vector.extract %[[A]][1, 1]
// CHECK: %[[C00:.*]] = vector.extract %[[C0]][0]
// CHECK: %[[B00:.*]] = vector.extract %[[B0]][0]
// CHECK: %[[S00:.*]] = math.fma %[[X0]], %[[B00]], %[[C00]] : f32
// CHECK: %[[C01:.*]] = vector.extract %[[C0]][1]
// CHECK: %[[B01:.*]] = vector.extract %[[B0]][1]
// CHECK: %[[S01:.*]] = math.fma %[[X0]], %[[B01]], %[[C01]] : f32
// CHECK: %[[C11:.*]] = vector.extract %[[C1]][1]
// CHECK: %[[S11:.*]] = math.fma %[[Y0]], %[[B01]], %[[C11]] : f32
// CHECK: %[[C10:.*]] = vector.extract %[[C1]][0]
// CHECK: %[[S10:.*]] = math.fma %[[Y0]], %[[B00]], %[[C10]] : f32
// CHECK: %[[B10:.*]] = vector.extract %[[B1]][0]
// CHECK: %[[T00:.*]] = math.fma %[[X1]], %[[B10]], %[[S00]] : f32
// CHECK: %[[B11:.*]] = vector.extract %[[B1]][1]
// CHECK: %[[T01:.*]] = math.fma %[[X1]], %[[B11]], %[[S01]] : f32
// CHECK: %[[T11:.*]] = math.fma %[[Y1]], %[[B11]], %[[S11]] : f32
// CHECK: %[[T10:.*]] = math.fma %[[Y1]], %[[B10]], %[[S10]] : f32
// CHECK: %[[R0:.*]] = vector.from_elements %[[T00]], %[[T01]] : vector<2xf32>
// CHECK: %[[R1:.*]] = vector.from_elements %[[T10]], %[[T11]] : vector<2xf32>
// CHECK: scf.yield %[[R0]], %[[R1]]
func.func @tile(%a: vector<2x2xf32>, %b0: vector<2xf32>, %b1: vector<2xf32>, %init: vector<2xf32>) -> (vector<2xf32>, vector<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r:2 = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc0 = %init, %acc1 = %init) -> (vector<2xf32>, vector<2xf32>) {
    %x0 = vector.extract %a[0, 0] : f32 from vector<2x2xf32>
    %bx0 = vector.broadcast %x0 : f32 to vector<2xf32>
    %p0 = vector.fma %bx0, %b0, %acc0 : vector<2xf32>
    %y0 = vector.extract %a[1, 0] : f32 from vector<2x2xf32>
    %by0 = vector.broadcast %y0 : f32 to vector<2xf32>
    %p1 = vector.fma %by0, %b0, %acc1 : vector<2xf32>
    %x1 = vector.extract %a[0, 1] : f32 from vector<2x2xf32>
    %bx1 = vector.broadcast %x1 : f32 to vector<2xf32>
    %q0 = vector.fma %bx1, %b1, %p0 : vector<2xf32>
    %y1 = vector.extract %a[1, 1] : f32 from vector<2x2xf32>
    %by1 = vector.broadcast %y1 : f32 to vector<2xf32>
    %q1 = vector.fma %by1, %b1, %p1 : vector<2xf32>
    scf.yield %q0, %q1 : vector<2xf32>, vector<2xf32>
  }
  return %r#0, %r#1 : vector<2xf32>, vector<2xf32>
}

// -----

// A striped row: the two pieces of a row (one element of A, extracted twice,
// broadcast on either side of the product) are one row of 4 columns; the
// odd row runs from the second piece's last column back to the first's first.
// CHECK-LABEL: func.func @striped_row(
// CHECK-SAME: %[[A:[a-z0-9_]+]]: vector<2xf32>, %[[L:[a-z0-9_]+]]: vector<2xf32>, %[[R:[a-z0-9_]+]]: vector<2xf32>, %[[C:[a-z0-9_]+]]: vector<2xf32>
// CHECK: %[[X:.*]] = vector.extract %[[A]][0]
// CHECK: %[[Y:.*]] = vector.extract %[[A]][1]
// CHECK: %[[X2:.*]] = vector.extract %[[A]][0]
// CHECK: %[[Y2:.*]] = vector.extract %[[A]][1]
// CHECK: %[[L0:.*]] = vector.extract %[[L]][0]
// CHECK: math.fma %[[X]], %[[L0]],
// CHECK: %[[L1:.*]] = vector.extract %[[L]][1]
// CHECK: math.fma %[[X]], %[[L1]],
// CHECK: %[[R0:.*]] = vector.extract %[[R]][0]
// CHECK: math.fma %[[X2]], %[[R0]],
// CHECK: %[[R1:.*]] = vector.extract %[[R]][1]
// CHECK: math.fma %[[X2]], %[[R1]],
// CHECK: math.fma %[[Y2]], %[[R1]],
// CHECK: math.fma %[[Y2]], %[[R0]],
// CHECK: math.fma %[[Y]], %[[L1]],
// CHECK: math.fma %[[Y]], %[[L0]],
// CHECK-NOT: math.fma
func.func @striped_row(%a: vector<2xf32>, %left: vector<2xf32>, %right: vector<2xf32>, %c: vector<2xf32>) -> (vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>) {
  %x = vector.extract %a[0] : f32 from vector<2xf32>
  %bx = vector.broadcast %x : f32 to vector<2xf32>
  %p0 = vector.fma %bx, %left, %c : vector<2xf32>
  %y = vector.extract %a[1] : f32 from vector<2xf32>
  %by = vector.broadcast %y : f32 to vector<2xf32>
  %p1 = vector.fma %by, %left, %c : vector<2xf32>
  %x2 = vector.extract %a[0] : f32 from vector<2xf32>
  %bx2 = vector.broadcast %x2 : f32 to vector<2xf32>
  %p2 = vector.fma %right, %bx2, %c : vector<2xf32>
  %y2 = vector.extract %a[1] : f32 from vector<2xf32>
  %by2 = vector.broadcast %y2 : f32 to vector<2xf32>
  %p3 = vector.fma %by2, %right, %c : vector<2xf32>
  return %p0, %p1, %p2, %p3 : vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>
}

// -----

// A product stored before the last one: the block is left as it is.
// CHECK-LABEL: func.func @used_before_last(
// CHECK-COUNT-2: vector.fma
// CHECK-NOT: math.fma
func.func @used_before_last(%x: f32, %y: f32, %b: vector<2xf32>, %c: vector<2xf32>, %out: memref<2xf32>) -> vector<2xf32> {
  %c0 = arith.constant 0 : index
  %bx = vector.broadcast %x : f32 to vector<2xf32>
  %p0 = vector.fma %bx, %b, %c : vector<2xf32>
  vector.store %p0, %out[%c0] : memref<2xf32>, vector<2xf32>
  %by = vector.broadcast %y : f32 to vector<2xf32>
  %p1 = vector.fma %by, %b, %c : vector<2xf32>
  return %p1 : vector<2xf32>
}

// -----

// Products of two vectors, neither a broadcast, are not outer products.
// CHECK-LABEL: func.func @elementwise(
// CHECK-COUNT-2: vector.fma
// CHECK-NOT: math.fma
func.func @elementwise(%a: vector<2xf32>, %b: vector<2xf32>, %c: vector<2xf32>) -> (vector<2xf32>, vector<2xf32>) {
  %p0 = vector.fma %a, %b, %c : vector<2xf32>
  %p1 = vector.fma %b, %a, %p0 : vector<2xf32>
  return %p0, %p1 : vector<2xf32>, vector<2xf32>
}

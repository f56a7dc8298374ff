// RUN: cuda-agent-opt %s -split-input-file -cuda-agent-widen-accumulators | FileCheck %s

// A bf16 contraction accumulates in f32 and rounds once.
// CHECK-LABEL: func.func @contraction(
// CHECK-SAME: %[[A:.*]]: vector<4x16xbf16>, %[[B:.*]]: vector<16x4xbf16>, %[[C:.*]]: vector<4x4xbf16>
// CHECK: %[[WIDE:.*]] = arith.extf %[[C]] : vector<4x4xbf16> to vector<4x4xf32>
// CHECK: %[[SUM:.*]] = vector.contract {{.*}} %[[A]], %[[B]], %[[WIDE]] : vector<4x16xbf16>, vector<16x4xbf16> into vector<4x4xf32>
// CHECK: %[[R:.*]] = arith.truncf %[[SUM]] : vector<4x4xf32> to vector<4x4xbf16>
// CHECK: return %[[R]]
func.func @contraction(%a: vector<4x16xbf16>, %b: vector<16x4xbf16>, %c: vector<4x4xbf16>) -> vector<4x4xbf16> {
  %r = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x16xbf16>, vector<16x4xbf16> into vector<4x4xbf16>
  return %r : vector<4x4xbf16>
}

// -----

// The K loop's accumulator: carried in f32, extended once before the loop
// and rounded once after it.
// CHECK-LABEL: func.func @carried(
// CHECK-SAME: %[[A:.*]]: vector<4x16xf16>, %[[B:.*]]: vector<16x4xf16>, %[[C:.*]]: vector<4x4xf16>
// CHECK: %[[INIT:.*]] = arith.extf %[[C]] : vector<4x4xf16> to vector<4x4xf32>
// CHECK: %[[LOOP:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (vector<4x4xf32>) {
// CHECK-NOT: arith.extf
// CHECK-NOT: arith.truncf
// CHECK:   %[[SUM:.*]] = vector.contract {{.*}} %[[A]], %[[B]], %[[ACC]] : vector<4x16xf16>, vector<16x4xf16> into vector<4x4xf32>
// CHECK:   scf.yield %[[SUM]] : vector<4x4xf32>
// CHECK: }
// CHECK: %[[R:.*]] = arith.truncf %[[LOOP]] : vector<4x4xf32> to vector<4x4xf16>
// CHECK: return %[[R]]
func.func @carried(%a: vector<4x16xf16>, %b: vector<16x4xf16>, %c: vector<4x4xf16>, %n: index) -> vector<4x4xf16> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %c) -> (vector<4x4xf16>) {
    %next = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %acc : vector<4x16xf16>, vector<16x4xf16> into vector<4x4xf16>
    scf.yield %next : vector<4x4xf16>
  }
  return %r : vector<4x4xf16>
}

// -----

// Lowered FMA code (as cuda-agent-hoist-accumulators carries it): the
// same. A carried value the loop also reads in bf16, and f32 code, stay.
// CHECK-LABEL: func.func @lowered(
// CHECK: scf.for {{.*}} -> (vector<4xf32>, vector<4xbf16>, vector<4xf32>)
// CHECK:   vector.fma %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK:   arith.addf %{{.*}}, %{{.*}} : vector<4xbf16>
func.func @lowered(%a: vector<4xf32>, %c: vector<4xbf16>, %d: vector<4xf32>, %n: index) -> (vector<4xbf16>, vector<4xbf16>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %c, %other = %c, %f = %d) -> (vector<4xbf16>, vector<4xbf16>, vector<4xf32>) {
    %wide = arith.extf %acc : vector<4xbf16> to vector<4xf32>
    %sum = vector.fma %a, %a, %wide : vector<4xf32>
    %narrow = arith.truncf %sum : vector<4xf32> to vector<4xbf16>
    %twice = arith.addf %other, %other : vector<4xbf16>
    %g = vector.fma %a, %a, %f : vector<4xf32>
    scf.yield %narrow, %twice, %g : vector<4xbf16>, vector<4xbf16>, vector<4xf32>
  }
  return %r#0, %r#1, %r#2 : vector<4xbf16>, vector<4xbf16>, vector<4xf32>
}

// -----

// As lowered vector code moves a tile between the loop's rows and the
// contraction's 2-D tile: element lists and extracts. The conversions move
// to the rows, which the loop then carries in f32.
// CHECK-LABEL: func.func @element_lists(
// CHECK: scf.for {{.*}} -> (vector<2xf32>, vector<2xf32>) {
// CHECK-NOT: arith.truncf
// CHECK:   scf.yield %{{.*}}, %{{.*}} : vector<2xf32>, vector<2xf32>
// CHECK: }
// CHECK-COUNT-2: arith.truncf %{{.*}} : vector<2xf32> to vector<2xbf16>
func.func @element_lists(%a: vector<2x2xf32>, %c: vector<2xbf16>, %n: index) -> (vector<2xbf16>, vector<2xbf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%row0 = %c, %row1 = %c) -> (vector<2xbf16>, vector<2xbf16>) {
    %e0:2 = vector.to_elements %row0 : vector<2xbf16>
    %e1:2 = vector.to_elements %row1 : vector<2xbf16>
    %tile = vector.from_elements %e0#0, %e0#1, %e1#0, %e1#1 : vector<2x2xbf16>
    %wide = arith.extf %tile : vector<2x2xbf16> to vector<2x2xf32>
    %sum = arith.addf %wide, %a : vector<2x2xf32>
    %narrow = arith.truncf %sum : vector<2x2xf32> to vector<2x2xbf16>
    %next0 = vector.extract %narrow[0] : vector<2xbf16> from vector<2x2xbf16>
    %next1 = vector.extract %narrow[1] : vector<2xbf16> from vector<2x2xbf16>
    scf.yield %next0, %next1 : vector<2xbf16>, vector<2xbf16>
  }
  return %r#0, %r#1 : vector<2xbf16>, vector<2xbf16>
}

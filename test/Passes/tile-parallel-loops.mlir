// RUN: cuda-agent-opt %s -cuda-agent-tile-parallel-loops=threads=128 | FileCheck %s

// The innermost dimension by the block's threads, the others by 1; the
// thread loop has a constant trip count and a guard for the last tile.
// CHECK-LABEL: func.func @fill(
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : index
// CHECK-DAG: %[[TILE_I:.*]] = arith.muli %c1, %c1{{.*}} : index
// CHECK-DAG: %[[TILE_J:.*]] = arith.muli %c1, %[[C128]] : index
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%c0, %c0) to (%c4, %c300) step (%[[TILE_I]], %[[TILE_J]])
// CHECK:   scf.parallel (%{{.*}}, %{{.*}}) = (%{{.*}}, %{{.*}}) to (%[[TILE_I]], %[[TILE_J]]) step (%c1, %c1)
// CHECK:     arith.cmpi ult, %{{.*}}, %c300
// CHECK:     scf.if
// CHECK:       memref.store
func.func @fill(%m: memref<4x300xf64>, %v: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c300 = arith.constant 300 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c300) step (%c1, %c1) {
    memref.store %v, %m[%i, %j] : memref<4x300xf64>
    scf.reduce
  }
  return
}

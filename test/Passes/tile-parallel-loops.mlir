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

// Four dimensions: the outer two become one (a grid has three), then the
// innermost is tiled; 64 columns make blocks of 64 threads, not 128.
// CHECK-LABEL: func.func @fill_4d(
// CHECK-DAG: %[[OUTER:.*]] = arith.muli %{{.*}}, %c3{{.*}} : index
// CHECK-NOT: arith.constant 128
// CHECK: scf.parallel (%{{.*}}, %{{.*}}, %{{.*}}) = ({{.*}}) to (%[[OUTER]], %{{.*}}, %{{.*}}) step (%{{.*}}, %{{.*}}, %[[TILE:.*]])
// CHECK:   scf.parallel (%{{.*}}, %{{.*}}, %{{.*}}) = ({{.*}}) to (%{{.*}}, %{{.*}}, %[[TILE]]) step
// CHECK:     arith.remsi
// CHECK:     arith.divsi
// CHECK:     memref.store
// CHECK-NOT: scf.parallel
func.func @fill_4d(%m: memref<2x3x5x64xf64>, %v: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%a, %b, %c, %d) = (%c0, %c0, %c0, %c0) to (%c2, %c3, %c5, %c64) step (%c1, %c1, %c1, %c1) {
    memref.store %v, %m[%a, %b, %c, %d] : memref<2x3x5x64xf64>
    scf.reduce
  }
  return
}

// 65536 rows would be 65536 blocks along y (at most 65535): the loop
// becomes one dimension of 65536 x 8 iterations, 128 threads a block.
// CHECK-LABEL: func.func @fill_many_rows(
// CHECK: %[[WHOLE:.*]] = arith.muli %{{.*}}, %c8{{.*}} : index
// CHECK: scf.parallel (%{{.*}}) = (%{{.*}}) to (%[[WHOLE]]) step (%[[TILE:.*]])
// CHECK:   scf.parallel (%{{.*}}) = (%{{.*}}) to (%[[TILE]]) step
// CHECK:     arith.remsi
// CHECK:     arith.divsi
// CHECK:     memref.store
// CHECK-NOT: scf.parallel
func.func @fill_many_rows(%m: memref<65536x8xf64>, %v: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %rows = arith.constant 65536 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%rows, %c8) step (%c1, %c1) {
    memref.store %v, %m[%i, %j] : memref<65536x8xf64>
    scf.reduce
  }
  return
}

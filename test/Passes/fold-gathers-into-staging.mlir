// RUN: cuda-agent-opt %s -split-input-file -cuda-agent-fold-gathers-into-staging -canonicalize | FileCheck %s

// A padded 3x3 im2col gather (1 channel, 4x4 image, windows (9, 16)) read
// by a staging copy of 4 elements into shared memory: each element is read
// from the unpadded image through the gather's map, masked (zero-filled)
// outside it; the gather, its temporary and the padding are gone.
#windows = affine_map<(d0, d1) -> (d0 floordiv 3 + d1 floordiv 4, d0 mod 3 + d1 mod 4)>
#identity = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @padded(
// CHECK-SAME: %[[IMAGE:.*]]: memref<4x4xf32>
// CHECK-NOT: memref.alloc()
// CHECK-NOT: linalg.
// CHECK: gpu.launch
// CHECK: %[[MASK:.*]] = vector.create_mask %{{.*}} : vector<1xi1>
// CHECK: %[[ELEMENT:.*]] = vector.transfer_read %[[IMAGE]][%{{.*}}, %{{.*}}], %{{.*}}, %[[MASK]] {in_bounds = [true]} : memref<4x4xf32>, vector<1xf32>
// CHECK: vector.store %[[ELEMENT]], %{{.*}} : memref<4x8xf32, 3>, vector<1xf32>
// CHECK-COUNT-3: vector.transfer_read %[[IMAGE]]
// CHECK-NOT: vector.load
// CHECK: gpu.terminator
func.func @padded(%image: memref<4x4xf32>) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %padded = memref.alloc() : memref<6x6xf32>
  linalg.fill ins(%zero : f32) outs(%padded : memref<6x6xf32>)
  %interior = memref.subview %padded[1, 1] [4, 4] [1, 1] : memref<6x6xf32> to memref<4x4xf32, strided<[6, 1], offset: 7>>
  linalg.copy ins(%image : memref<4x4xf32>) outs(%interior : memref<4x4xf32, strided<[6, 1], offset: 7>>)
  %windows = memref.alloc() : memref<9x16xf32>
  linalg.generic {indexing_maps = [#windows, #identity], iterator_types = ["parallel", "parallel"]}
      ins(%padded : memref<6x6xf32>) outs(%windows : memref<9x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%a = %c3, %b = %c1, %c = %c1) {
    %staged = memref.alloc() : memref<4x8xf32, 3>
    %tile = memref.subview %windows[%tx, 8] [4, 8] [1, 1] : memref<9x16xf32> to memref<4x8xf32, strided<[16, 1], offset: ?>>
    %piece = vector.load %tile[%c1, %c0] : memref<4x8xf32, strided<[16, 1], offset: ?>>, vector<4xf32>
    vector.store %piece, %staged[%c1, %c0] : memref<4x8xf32, 3>, vector<4xf32>
    gpu.terminator
  }
  return
}

// -----

// An image that is not a padding: the copy reads it through the map.
#windows = affine_map<(d0, d1) -> (d0 floordiv 3 + d1 floordiv 4, d0 mod 3 + d1 mod 4)>
#identity = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<()[s0] -> (s0 floordiv 3)>
// CHECK-DAG: #[[COLUMN:.*]] = affine_map<()[s0] -> (s0 mod 3 + 1)>
// CHECK-LABEL: func.func @unpadded(
// CHECK-SAME: %[[IMAGE:.*]]: memref<6x6xf32>
// CHECK-NOT: linalg.generic
// CHECK: gpu.launch blocks
// CHECK: vector.load %[[IMAGE]]
// CHECK: %[[ROW1:.*]] = affine.apply #[[ROW]]()[%[[TX:.*]]]
// CHECK: %[[COLUMN1:.*]] = affine.apply #[[COLUMN]]()[%[[TX]]]
// CHECK: %[[SECOND:.*]] = vector.load %[[IMAGE]][%[[ROW1]], %[[COLUMN1]]] : memref<6x6xf32>, vector<1xf32>
// CHECK: vector.store %[[SECOND]], %{{.*}}[%{{.*}}, %c1{{.*}}] : memref<4x8xf32, 3>, vector<1xf32>
// CHECK-COUNT-2: vector.load %[[IMAGE]]
func.func @unpadded(%image: memref<6x6xf32>) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %windows = memref.alloc() : memref<9x16xf32>
  linalg.generic {indexing_maps = [#windows, #identity], iterator_types = ["parallel", "parallel"]}
      ins(%image : memref<6x6xf32>) outs(%windows : memref<9x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%a = %c3, %b = %c1, %c = %c1) {
    %staged = memref.alloc() : memref<4x8xf32, 3>
    %piece = vector.load %windows[%tx, %c0] : memref<9x16xf32>, vector<4xf32>
    vector.store %piece, %staged[%c0, %c0] : memref<4x8xf32, 3>, vector<4xf32>
    gpu.terminator
  }
  return
}

// -----

// The temporary is also read on the host: the gather stays.
#windows = affine_map<(d0, d1) -> (d0 floordiv 3 + d1 floordiv 4, d0 mod 3 + d1 mod 4)>
#identity = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @other_reader(
// CHECK: linalg.generic
// CHECK: gpu.launch
// CHECK: vector.load %{{.*}} : memref<9x16xf32>, vector<4xf32>
func.func @other_reader(%image: memref<6x6xf32>, %first_window: memref<f32>) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %windows = memref.alloc() : memref<9x16xf32>
  linalg.generic {indexing_maps = [#windows, #identity], iterator_types = ["parallel", "parallel"]}
      ins(%image : memref<6x6xf32>) outs(%windows : memref<9x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  %first = memref.load %windows[%c0, %c0] : memref<9x16xf32>
  memref.store %first, %first_window[] : memref<f32>
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%a = %c3, %b = %c1, %c = %c1) {
    %staged = memref.alloc() : memref<4x8xf32, 3>
    %piece = vector.load %windows[%tx, %c0] : memref<9x16xf32>, vector<4xf32>
    vector.store %piece, %staged[%c0, %c0] : memref<4x8xf32, 3>, vector<4xf32>
    gpu.terminator
  }
  return
}

// -----

// The image is written between the gather and the launch: the gather stays.
#windows = affine_map<(d0, d1) -> (d0 floordiv 3 + d1 floordiv 4, d0 mod 3 + d1 mod 4)>
#identity = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @image_written(
// CHECK: linalg.generic
// CHECK: gpu.launch
func.func @image_written(%image: memref<6x6xf32>) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %windows = memref.alloc() : memref<9x16xf32>
  linalg.generic {indexing_maps = [#windows, #identity], iterator_types = ["parallel", "parallel"]}
      ins(%image : memref<6x6xf32>) outs(%windows : memref<9x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  linalg.fill ins(%zero : f32) outs(%image : memref<6x6xf32>)
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%a = %c3, %b = %c1, %c = %c1) {
    %staged = memref.alloc() : memref<4x8xf32, 3>
    %piece = vector.load %windows[%tx, %c0] : memref<9x16xf32>, vector<4xf32>
    vector.store %piece, %staged[%c0, %c0] : memref<4x8xf32, 3>, vector<4xf32>
    gpu.terminator
  }
  return
}

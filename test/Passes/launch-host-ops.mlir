// RUN: cuda-agent-opt %s --split-input-file -cuda-agent-launch-host-ops -verify-diagnostics | FileCheck %s

// The fill and copy a tensor.pad bufferizes to, left on the host by the
// schedule, become parallel loops (for the GPU mapping passes); the copy
// inside the kernel becomes a linalg.copy (later loops), not a call to the
// host runtime's memrefCopy.
// CHECK-LABEL: func.func @pad_then_kernel(
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%c0{{.*}}, %c0{{.*}}) to (%c10, %c34)
// CHECK:   memref.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<10x34xf32>
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%c0{{.*}}, %c0{{.*}}) to (%c8, %c32)
// CHECK:   %[[V:.*]] = memref.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<8x32xf32>
// CHECK:   memref.store %[[V]]
// CHECK: gpu.launch
// CHECK:   linalg.copy ins(%{{.*}} : memref<4xf32>) outs(%{{.*}} : memref<4xf32>)
// CHECK-NOT: memref.copy
func.func @pad_then_kernel(%x: memref<8x32xf32>, %y: memref<4xf32>, %z: memref<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %c1 = arith.constant 1 : index
  %padded = memref.alloc() : memref<10x34xf32>
  linalg.map outs(%padded : memref<10x34xf32>)
    (%init: f32) {
      linalg.yield %zero : f32
    }
  %interior = memref.subview %padded[1, 1] [8, 32] [1, 1] : memref<10x34xf32> to memref<8x32xf32, strided<[34, 1], offset: 35>>
  memref.copy %x, %interior : memref<8x32xf32> to memref<8x32xf32, strided<[34, 1], offset: 35>>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    memref.copy %y, %z : memref<4xf32> to memref<4xf32>
    gpu.terminator
  }
  return
}

// -----

func.func @on_tensors(%x: tensor<4xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  // expected-error @+1 {{is still on tensors after bufferization; a launch plan cannot run it}}
  %0 = linalg.fill ins(%zero : f32) outs(%x : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

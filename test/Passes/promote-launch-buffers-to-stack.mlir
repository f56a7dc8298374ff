// RUN: cuda-agent-opt %s -cuda-agent-promote-launch-buffers-to-stack="max-bytes=1024" | FileCheck %s

// Small buffers in a launch go on the stack (then shared-memory globals);
// the host's temporaries (a padding's) and buffers over the limit stay.
// CHECK-LABEL: func.func @buffers(
// CHECK: %[[HOST:.*]] = memref.alloc() : memref<4x4xf32>
// CHECK: gpu.launch
// CHECK: %[[STAGED:.*]] = memref.alloca() {alignment = 64 : i64} : memref<16x16xf32, #gpu.address_space<workgroup>>
// CHECK-NOT: memref.dealloc %[[STAGED]]
// CHECK: %[[LARGE:.*]] = memref.alloc() : memref<32x32xf32, #gpu.address_space<workgroup>>
func.func @buffers(%out: memref<4x4xf32>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %host = memref.alloc() : memref<4x4xf32>
  memref.store %zero, %host[%c0, %c0] : memref<4x4xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1)
             threads(%tx, %ty, %tz) in (%a = %c1, %b = %c1, %c = %c1) {
    %staged = memref.alloc() {alignment = 64 : i64} : memref<16x16xf32, #gpu.address_space<workgroup>>
    %large = memref.alloc() : memref<32x32xf32, #gpu.address_space<workgroup>>
    %v = memref.load %host[%c0, %c0] : memref<4x4xf32>
    memref.store %v, %staged[%c0, %c0] : memref<16x16xf32, #gpu.address_space<workgroup>>
    memref.store %v, %large[%c0, %c0] : memref<32x32xf32, #gpu.address_space<workgroup>>
    memref.dealloc %staged : memref<16x16xf32, #gpu.address_space<workgroup>>
    gpu.terminator
  }
  return
}

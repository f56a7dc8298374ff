// RUN: cuda-agent-opt %s -cuda-agent-extern-dynamic-shared-memory | FileCheck %s

// Every gpu.dynamic_shared_memory reads one declared (external) zero-sized
// global aligned to 1024 bytes, which lowers to PTX's extern shared array.

// CHECK: memref.global "public" @__cuda_agent_dynamic_shared_memory : memref<0xi8, #gpu.address_space<workgroup>> {alignment = 1024 : i64}
// CHECK-LABEL: func.func @kernel
// CHECK-COUNT-2: memref.get_global @__cuda_agent_dynamic_shared_memory : memref<0xi8, #gpu.address_space<workgroup>>
// CHECK-NOT: gpu.dynamic_shared_memory
// CHECK: memref.cast %{{.*}} : memref<0xi8, #gpu.address_space<workgroup>> to memref<?xi8, #gpu.address_space<workgroup>>
func.func @kernel(%n: index) {
  %c1 = arith.constant 1 : index
  %bytes = arith.constant 1024 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1)
             dynamic_shared_memory_size %bytes {
    %c0 = arith.constant 0 : index
    %a = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %b = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %va = memref.view %a[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<4xf32, #gpu.address_space<workgroup>>
    %vb = memref.view %b[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<4xf32, #gpu.address_space<workgroup>>
    %x = memref.load %va[%c0] : memref<4xf32, #gpu.address_space<workgroup>>
    memref.store %x, %vb[%c0] : memref<4xf32, #gpu.address_space<workgroup>>
    gpu.terminator
  }
  return
}

// RUN: cuda-agent-opt %s --cuda-agent-integer-memory-spaces | FileCheck %s

// Workgroup and private spaces become NVVM's 3 and 5 everywhere: globals,
// values, function types; global memory and other spaces stay.
// CHECK: memref.global "private" @staged : memref<16x16xf16, 3>
memref.global "private" @staged : memref<16x16xf16, #gpu.address_space<workgroup>>

// CHECK-LABEL: func.func @f
// CHECK-SAME: (%{{.*}}: memref<4xf32, 5>, %{{.*}}: memref<4xf32, #gpu.address_space<global>>) -> memref<16x16xf16, 3>
func.func @f(%p: memref<4xf32, #gpu.address_space<private>>,
             %g: memref<4xf32, #gpu.address_space<global>>)
    -> memref<16x16xf16, #gpu.address_space<workgroup>> {
  // CHECK: memref.get_global @staged : memref<16x16xf16, 3>
  %s = memref.get_global @staged : memref<16x16xf16, #gpu.address_space<workgroup>>
  // CHECK: memref.subview {{.*}} : memref<16x16xf16, 3> to memref<8x8xf16, strided<[16, 1]>, 3>
  %v = memref.subview %s[0, 0] [8, 8] [1, 1] : memref<16x16xf16, #gpu.address_space<workgroup>> to memref<8x8xf16, strided<[16, 1]>, #gpu.address_space<workgroup>>
  return %s : memref<16x16xf16, #gpu.address_space<workgroup>>
}

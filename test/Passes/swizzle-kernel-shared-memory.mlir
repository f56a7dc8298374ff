// RUN: cuda-agent-opt %s --cuda-agent-swizzle-kernel-shared-memory | FileCheck %s
// RUN: cuda-agent-opt %s --nvgpu-optimize-shared-memory | FileCheck %s --check-prefix=UPSTREAM

// A kernel's staging buffer, written by cp.async and read by ldmatrix,
// in a function that also copies a subview after the kernel (a valid
// convolution's result sliced out of the GEMM's grid). Upstream's pass
// leaves the buffer unswizzled because of that subview; per kernel, the
// buffer's accesses take the XOR-permuted column.
// CHECK-LABEL: func.func @kernel_next_to_a_subview(
// CHECK: scf.forall
// CHECK: memref.alloc() : memref<64x64xf16, #gpu.address_space<workgroup>>
// CHECK: %[[COLUMN:.*]] = arith.xori
// CHECK: nvgpu.device_async_copy {{.*}}, %{{.*}}[%{{.*}}, %[[COLUMN]]]
// CHECK: arith.xori
// CHECK: nvgpu.ldmatrix
// CHECK: memref.subview
// UPSTREAM-LABEL: func.func @kernel_next_to_a_subview(
// UPSTREAM-NOT: arith.xori
func.func @kernel_next_to_a_subview(%a: memref<64x128xf16>, %rows: memref<8x10xf32>,
                                    %out: memref<8x8xf32>, %fragments: memref<64xvector<4x2xf16>>) {
  scf.forall (%block) in (2) {
    %row = gpu.thread_id x
    %column = arith.constant 8 : index
    %tile = memref.alloc() : memref<64x64xf16, #gpu.address_space<workgroup>>
    %copied = nvgpu.device_async_copy %a[%row, %column], %tile[%row, %column], 8
        : memref<64x128xf16> to memref<64x64xf16, #gpu.address_space<workgroup>>
    %fragment = nvgpu.ldmatrix %tile[%row, %column] {numTiles = 4 : i32, transpose = false}
        : memref<64x64xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
    memref.store %fragment, %fragments[%row] : memref<64xvector<4x2xf16>>
  } {mapping = [#gpu.block<x>]}
  %valid = memref.subview %rows[0, 0] [8, 8] [1, 1] : memref<8x10xf32> to memref<8x8xf32, strided<[10, 1]>>
  memref.copy %valid, %out : memref<8x8xf32, strided<[10, 1]>> to memref<8x8xf32>
  return
}

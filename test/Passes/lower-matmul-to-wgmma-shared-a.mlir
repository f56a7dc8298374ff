// f32 operands where A's fragments do not fit in the thread's registers.
// RUN: cuda-agent-opt %s -pass-pipeline='builtin.module(func.func(cuda-agent-lower-matmul-to-wgmma{stages=2}))' | FileCheck %s

// Four warpgroups (256 x 64): the thread's share of the registers holds both
// accumulator sets but not A's fragments beside them, so A and its rests
// stay in shared memory (both tiles split a stage) and wgmma reads them by
// descriptors.

// CHECK-LABEL: func.func @matmul_f32_four_warpgroups
// CHECK-DAG: %[[MAPA:.*]] = nvgpu.tma.create.descriptor %{{.*}} : memref<*xf32> -> <tensor = memref<256x32xf32, 3>, swizzle = swizzle_128b
// CHECK: nvgpu.mbarrier.try_wait.parity
// CHECK: scf.for
// CHECK: vector.store
// CHECK: scf.for
// CHECK: vector.store
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (!nvgpu.warpgroup.accumulator<fragmented = vector<64x64xf32>>)
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: nvgpu.warpgroup.generate.descriptor %{{.*}}, %[[MAPA]] : memref<64x8xf32, #gpu.address_space<workgroup>>, {{.*}} -> <tensor = memref<64x8xtf32, #gpu.address_space<workgroup>>>
// CHECK-NOT: llvm.inline_asm
// CHECK-COUNT-12: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>]
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-COUNT-32: llvm.fadd
func.func @matmul_f32_four_warpgroups(%A: memref<256x128xf32>, %B: memref<64x128xf32>, %C: memref<256x64xf32>) {
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    linalg.fill ins(%zero : f32) outs(%C : memref<256x64xf32>)
    linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
                  ins(%A, %B : memref<256x128xf32>, memref<64x128xf32>)
                  outs(%C : memref<256x64xf32>)
    gpu.terminator
  }
  return
}

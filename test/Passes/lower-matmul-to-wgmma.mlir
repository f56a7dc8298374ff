// RUN: cuda-agent-opt %s -split-input-file -pass-pipeline='builtin.module(func.func(cuda-agent-lower-matmul-to-wgmma{stages=3}))' -verify-diagnostics | FileCheck %s
// RUN: cuda-agent-opt %s -split-input-file -pass-pipeline='builtin.module(func.func(cuda-agent-lower-matmul-to-wgmma{stages=3 fuse-epilogue=true}))' -verify-diagnostics | FileCheck %s --check-prefix=FUSE

// A block's 128x128 tile of a 256x256x256 f16 matmul: host-side TMA
// descriptors over A (128x64 boxes) and B (64x64 boxes), two warpgroups
// (256 threads), 3 stages of 32 KiB of dynamic shared memory, thread 0's
// loads 2 steps ahead, wgmma on each warpgroup's 64 rows, the zero fill
// dropped.

// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: memref<256x256xf16>, %[[B:.*]]: memref<256x256xf16>, %[[C:.*]]: memref<256x256xf32>)
// CHECK-DAG: %[[UA:.*]] = memref.cast %[[A]] : memref<256x256xf16> to memref<*xf16>
// CHECK-DAG: %[[MAPA:.*]] = nvgpu.tma.create.descriptor %[[UA]] box[%{{.*}}, %{{.*}}] : memref<*xf16> -> <tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>
// CHECK-DAG: %[[UB:.*]] = memref.cast %[[B]] : memref<256x256xf16> to memref<*xf16>
// CHECK-DAG: %[[MAPB:.*]] = nvgpu.tma.create.descriptor %[[UB]] box[%{{.*}}, %{{.*}}] : memref<*xf16> -> <tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>
// CHECK-DAG: %[[THREADS:.*]] = arith.constant 256 : index
// CHECK-DAG: %[[SHARED:.*]] = arith.constant 98304 : i32
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}}) threads({{.*}}) in (%{{.*}} = %[[THREADS]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) dynamic_shared_memory_size %[[SHARED]]
// CHECK-NOT: linalg.fill
// CHECK: gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK: nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 3>
// CHECK: scf.if
// CHECK-COUNT-3: nvgpu.mbarrier.init
// CHECK: nvgpu.tma.prefetch.descriptor %[[MAPA]]
// CHECK: nvgpu.tma.prefetch.descriptor %[[MAPB]]
// CHECK: gpu.barrier
// Prologue: steps 0 and 1.
// CHECK-COUNT-2: nvgpu.mbarrier.arrive.expect_tx %{{.*}}[%{{.*}}], %{{.*}} :
// CHECK: nvgpu.warpgroup.mma.init.accumulator -> <fragmented = vector<64x128xf32>>
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (!nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>)
// CHECK: nvgpu.mbarrier.try_wait.parity
// This warpgroup's 64 rows of A, 128 bytes each, into the stage.
// CHECK: %[[ROWBYTES:.*]] = arith.muli %{{.*}}, %c128{{.*}} : index
// CHECK: %[[ROWSA:.*]] = arith.addi %{{.*}}, %[[ROWBYTES]] : index
// CHECK: memref.view %{{.*}}[%[[ROWSA]]][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xf16, #gpu.address_space<workgroup>>
// CHECK: nvgpu.warpgroup.generate.descriptor %{{.*}}, %[[MAPA]] : memref<64x64xf16, #gpu.address_space<workgroup>>
// CHECK: nvgpu.warpgroup.generate.descriptor %{{.*}}, %[[MAPB]] : memref<64x128xf16, #gpu.address_space<workgroup>>
// CHECK: nvgpu.warpgroup.mma %{{.*}}, %{{.*}}, %{{.*}} {transposeB}
// Both warpgroups are done with the previous step's stage before it is
// refilled.
// CHECK: gpu.barrier
// CHECK: nvgpu.tma.async.load %[[MAPA]]
// CHECK-COUNT-2: nvgpu.tma.async.load %[[MAPB]]
// CHECK: scf.yield
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// The epilogue: the tile through the stages' shared memory (rows padded to
// 136 values), then to C in 16-byte pieces.
// CHECK: gpu.barrier
// CHECK: %[[STAGED:.*]] = memref.view %{{.*}}[%{{.*}}][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<128x136xf32, #gpu.address_space<workgroup>>
// CHECK: %[[ROWS:.*]] = memref.subview %[[STAGED]][0, 0] [64, 128] [1, 1] : memref<128x136xf32, #gpu.address_space<workgroup>> to memref<64x128xf32, strided<[136, 1]>, #gpu.address_space<workgroup>>
// CHECK: nvgpu.warpgroup.mma.store %{{.*}}, %[[ROWS]]
// CHECK: gpu.barrier
// CHECK: scf.for
// CHECK: %[[PIECE:.*]] = vector.load %[[STAGED]][%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<128x136xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK: vector.store %[[PIECE]], %{{.*}}[%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<128x128xf32, strided<[256, 1], offset: ?>>, vector<4xf32>
// CHECK-NOT: linalg.matmul
func.func @matmul(%A: memref<256x256xf16>, %B: memref<256x256xf16>, %C: memref<256x256xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c2, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %m = affine.apply affine_map<(d0) -> (d0 * 128)>(%by)
    %n = affine.apply affine_map<(d0) -> (d0 * 128)>(%bx)
    %a = memref.subview %A[%m, 0] [128, 256] [1, 1] : memref<256x256xf16> to memref<128x256xf16, strided<[256, 1], offset: ?>>
    %b = memref.subview %B[0, %n] [256, 128] [1, 1] : memref<256x256xf16> to memref<256x128xf16, strided<[256, 1], offset: ?>>
    %c = memref.subview %C[%m, %n] [128, 128] [1, 1] : memref<256x256xf32> to memref<128x128xf32, strided<[256, 1], offset: ?>>
    linalg.fill ins(%zero : f32) outs(%c : memref<128x128xf32, strided<[256, 1], offset: ?>>)
    linalg.matmul ins(%a, %b : memref<128x256xf16, strided<[256, 1], offset: ?>>, memref<256x128xf16, strided<[256, 1], offset: ?>>)
                  outs(%c : memref<128x128xf32, strided<[256, 1], offset: ?>>)
    gpu.terminator
  }
  return
}

// -----

// f32 with B as N x K: both tiles K-major in 128 x 32 boxes. The tensor
// cores read an f32 as tf32 by dropping its 13 low bits: beside each
// stage's B tile goes its rest (each value less those bits' tf32 part,
// rounded), fenced for wgmma's reads. A's fragments come from the stage
// into registers, their rests computed there: per K slice of 8, a thread
// loads rows (l / 4, l / 4 + 8) of its warp's 16 at columns (l % 4,
// l % 4 + 4), each from its 128-byte row (32 values) at its swizzled
// 16-byte piece. Each K step is three tf32 products per K slice (the small
// ones first), inline wgmma with A from registers (NVVM's op reads A from
// shared memory only) between one fence and one commit, summed from zero
// while the next step's B rests are computed, then added to the sums in
// f32; the stage is refilled once every warpgroup is done with it.

// CHECK-LABEL: func.func @matmul_f32_nk
// CHECK-DAG: %[[MAPA:.*]] = nvgpu.tma.create.descriptor %{{.*}} box[%{{.*}}, %{{.*}}] : memref<*xf32> -> <tensor = memref<128x32xf32, 3>, swizzle = swizzle_128b
// CHECK-DAG: %[[MAPB:.*]] = nvgpu.tma.create.descriptor %{{.*}} box[%{{.*}}, %{{.*}}] : memref<*xf32> -> <tensor = memref<128x32xf32, 3>, swizzle = swizzle_128b
// CHECK-DAG: %[[SHARED:.*]] = arith.constant 196608 : i32
// CHECK: gpu.launch {{.*}} dynamic_shared_memory_size %[[SHARED]]
// Prologue: all three stages' loads, step 0's B rests (one split loop).
// CHECK-COUNT-3: nvgpu.mbarrier.arrive.expect_tx
// CHECK: nvgpu.mbarrier.try_wait.parity
// CHECK: scf.for
// CHECK: vector.load {{.*}} : memref<4096xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK: arith.andi %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK: arith.subf
// CHECK: vector.store {{.*}} : memref<4096xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK-NOT: scf.for
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: gpu.barrier
// CHECK: scf.for {{.*}} = %{{.*}} to %c8{{(_[0-9]+)?}} step {{.*}} iter_args(%[[SUMS:.*]] = %{{.*}}) -> (!nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>>)
// CHECK: %[[WARPS:.*]] = arith.divui %{{.*}}, %c32
// CHECK: %[[WARP:.*]] = arith.remui %[[WARPS]], %c4
// CHECK: %[[LANEROW:.*]] = arith.divui %{{.*}}, %c4
// CHECK: %[[LANECOLUMN:.*]] = arith.remui %{{.*}}, %c4
// CHECK: %[[SIXTEEN:.*]] = arith.muli %[[WARP]], %c16
// CHECK: %[[INWARPGROUP:.*]] = arith.addi %[[SIXTEEN]], %[[LANEROW]]
// CHECK: %[[ROW:.*]] = arith.addi %{{.*}}, %[[INWARPGROUP]]
// CHECK: %[[TILE:.*]] = memref.view {{.*}} to memref<4096xf32, #gpu.address_space<workgroup>>
// CHECK: %[[LOWER:.*]] = arith.addi %[[ROW]], %c8
// CHECK: %[[ROWVALUES:.*]] = arith.muli %[[ROW]], %c32
// CHECK: %[[PIECE:.*]] = arith.xori %c0{{.*}}, %[[LANEROW]]
// CHECK: %[[PIECEVALUES:.*]] = arith.muli %[[PIECE]], %c4
// CHECK: %[[START:.*]] = arith.addi %[[ROWVALUES]], %[[PIECEVALUES]]
// CHECK: %[[POSITION:.*]] = arith.addi %[[START]], %[[LANECOLUMN]]
// CHECK: memref.load %[[TILE]][%[[POSITION]]]
// CHECK: arith.muli %[[LOWER]], %c32
// CHECK: memref.load %[[TILE]]
// CHECK: arith.xori %c1{{(_[0-9]+)?}}, %[[LANEROW]]
// CHECK-COUNT-2: memref.load %[[TILE]]
// CHECK: arith.xori %c2{{(_[0-9]+)?}}, %[[LANEROW]]
// CHECK-COUNT-2: memref.load %[[TILE]]
// CHECK: arith.xori %c3{{(_[0-9]+)?}}, %[[LANEROW]]
// CHECK-COUNT-2: memref.load %[[TILE]]
// CHECK: arith.xori %c4{{(_[0-9]+)?}}, %[[LANEROW]]
// CHECK-COUNT-2: memref.load %[[TILE]]
// CHECK: arith.xori %c5{{(_[0-9]+)?}}, %[[LANEROW]]
// CHECK-COUNT-2: memref.load %[[TILE]]
// CHECK: arith.xori %c6{{(_[0-9]+)?}}, %[[LANEROW]]
// CHECK-COUNT-2: memref.load %[[TILE]]
// CHECK: arith.xori %c7{{(_[0-9]+)?}}, %[[LANEROW]]
// CHECK-COUNT-2: memref.load %[[TILE]]
// CHECK-NOT: memref.load
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-NOT: nvgpu.warpgroup.generate.descriptor %{{.*}}, %[[MAPA]]
// CHECK-COUNT-12: llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, 1, 0;\0Awgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 {$0, {{.*}}, $63}, {$128, $129, $130, $131}, $132, p, 1, 1;\0A}", "=f,{{.*}},=f,0,1,{{.*}},63,r,r,r,r,l"
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// The next step's B rests, if there is one, then the wait for this step's
// products and their sum; the stage refilled.
// CHECK: scf.if
// CHECK: nvgpu.mbarrier.try_wait.parity
// CHECK: nvvm.fence.proxy
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: builtin.unrealized_conversion_cast %[[SUMS]] : !nvgpu.warpgroup.accumulator<fragmented = vector<64x128xf32>> to !llvm.struct<(struct<(f32,
// CHECK-COUNT-64: llvm.fadd
// CHECK: gpu.barrier
// CHECK: nvgpu.tma.async.load %[[MAPA]]
// CHECK: nvgpu.tma.async.load %[[MAPB]]
// CHECK: scf.yield
// CHECK: nvgpu.warpgroup.mma.store
// CHECK-NOT: linalg.matmul
func.func @matmul_f32_nk(%A: memref<256x256xf32>, %B: memref<256x256xf32>, %C: memref<256x256xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c2, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %m = affine.apply affine_map<(d0) -> (d0 * 128)>(%by)
    %n = affine.apply affine_map<(d0) -> (d0 * 128)>(%bx)
    %a = memref.subview %A[%m, 0] [128, 256] [1, 1] : memref<256x256xf32> to memref<128x256xf32, strided<[256, 1], offset: ?>>
    %b = memref.subview %B[%n, 0] [128, 256] [1, 1] : memref<256x256xf32> to memref<128x256xf32, strided<[256, 1], offset: ?>>
    %c = memref.subview %C[%m, %n] [128, 128] [1, 1] : memref<256x256xf32> to memref<128x128xf32, strided<[256, 1], offset: ?>>
    linalg.fill ins(%zero : f32) outs(%c : memref<128x128xf32, strided<[256, 1], offset: ?>>)
    linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
                  ins(%a, %b : memref<128x256xf32, strided<[256, 1], offset: ?>>, memref<128x256xf32, strided<[256, 1], offset: ?>>)
                  outs(%c : memref<128x128xf32, strided<[256, 1], offset: ?>>)
    gpu.terminator
  }
  return
}

// -----

// A K loop of 3 steps (K = 96) with 3 stages: every stage loaded by the
// prologue, no refill in range.

// CHECK-LABEL: func.func @matmul_f32_odd_steps
// CHECK-COUNT-3: nvgpu.mbarrier.arrive.expect_tx
// CHECK: scf.for {{.*}} = %{{.*}} to %c3{{(_[0-9]+)?}} step {{.*}} iter_args
// CHECK-COUNT-12: llvm.inline_asm
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-COUNT-64: llvm.fadd
// CHECK: scf.yield
// CHECK: nvgpu.warpgroup.mma.store
func.func @matmul_f32_odd_steps(%A: memref<128x96xf32>, %B: memref<128x96xf32>, %C: memref<128x128xf32>) {
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    linalg.fill ins(%zero : f32) outs(%C : memref<128x128xf32>)
    linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
                  ins(%A, %B : memref<128x96xf32>, memref<128x96xf32>)
                  outs(%C : memref<128x128xf32>)
    gpu.terminator
  }
  return
}

// -----

// f32 with B as K x N: B loaded in 32 x 32 boxes (128-byte rows of N),
// each thread transposing 4 x 4 pieces of it (rows k0..k0+3, 16-byte piece
// n0 / 4 of its box, swizzled) into K-major tiles of its tf32 part and
// rest (columns n0..n0+3, piece k0 / 4); 3 stages of (2 x 128 + 3 x 64) x
// 128 bytes.

// CHECK-LABEL: func.func @f32_operands
// CHECK-DAG: nvgpu.tma.create.descriptor %{{.*}} : memref<*xf32> -> <tensor = memref<128x32xf32, 3>, swizzle = swizzle_128b
// CHECK-DAG: %[[MAPB:.*]] = nvgpu.tma.create.descriptor %{{.*}} : memref<*xf32> -> <tensor = memref<32x32xf32, 3>, swizzle = swizzle_128b
// CHECK-DAG: %[[SHARED:.*]] = arith.constant 172032 : i32
// CHECK: gpu.launch {{.*}} dynamic_shared_memory_size %[[SHARED]]
// CHECK-COUNT-2: nvgpu.tma.async.load %[[MAPB]]
// CHECK: scf.for
// CHECK: arith.xori
// CHECK: vector.load {{.*}} : memref<2048xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK-COUNT-3: vector.load {{.*}} : memref<2048xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK: vector.from_elements
// CHECK: arith.xori
// CHECK: vector.store {{.*}} : memref<2048xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK-NEXT: vector.store {{.*}} : memref<2048xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK: nvvm.fence.proxy
// CHECK-COUNT-12: llvm.inline_asm has_side_effects {{.*}}wgmma.mma_async.sync.aligned.m64n64k8.f32.tf32.tf32
func.func @f32_operands(%A: memref<128x64xf32>, %B: memref<64x64xf32>, %C: memref<128x64xf32>) {
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    linalg.fill ins(%zero : f32) outs(%C : memref<128x64xf32>)
    linalg.matmul ins(%A, %B : memref<128x64xf32>, memref<64x64xf32>) outs(%C : memref<128x64xf32>)
    gpu.terminator
  }
  return
}

// -----

// A batch matmul of one batch a block (f32, B as K x N): 3-D boxes of one
// matrix, the batch coordinate the block's (outermost: coordinates run
// innermost first); C's pieces stored at batch 0 of its view.

// CHECK-LABEL: func.func @batch_f32_kn
// CHECK-DAG: %[[MAPA:.*]] = nvgpu.tma.create.descriptor %{{.*}} box[%{{.*}}, %{{.*}}, %{{.*}}] : memref<*xf32> -> <tensor = memref<1x128x32xf32, 3>, swizzle = swizzle_128b
// CHECK-DAG: %[[MAPB:.*]] = nvgpu.tma.create.descriptor %{{.*}} box[%{{.*}}, %{{.*}}, %{{.*}}] : memref<*xf32> -> <tensor = memref<1x32x32xf32, 3>, swizzle = swizzle_128b
// CHECK: gpu.launch blocks(%{{[^,]*}}, %{{[^,]*}}, %[[BZ:[^)]*]]) in
// CHECK: nvgpu.tma.async.load %[[MAPA]][%{{.*}}, %{{.*}}, %[[BZ]]], %{{.*}} to %{{.*}} : {{.*}} -> memref<1x128x32xf32, #gpu.address_space<workgroup>>
// CHECK-COUNT-2: nvgpu.tma.async.load %[[MAPB]][%{{.*}}, %{{.*}}, %[[BZ]]], %{{.*}} to %{{.*}} : {{.*}} -> memref<1x32x32xf32, #gpu.address_space<workgroup>>
// CHECK-COUNT-12: llvm.inline_asm has_side_effects {{.*}}wgmma.mma_async.sync.aligned.m64n64k8.f32.tf32.tf32
// CHECK: nvgpu.warpgroup.mma.store
// CHECK: vector.store %{{.*}}, %{{.*}}[%c0{{.*}}, %{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<1x128x64xf32, strided<[16384, 128, 1], offset: ?>>, vector<4xf32>
// CHECK-NOT: linalg.batch_matmul
func.func @batch_f32_kn(%A: memref<4x128x64xf32>, %B: memref<4x64x128xf32>, %C: memref<4x128x128xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c4)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %n = affine.apply affine_map<(d0) -> (d0 * 64)>(%bx)
    %a = memref.subview %A[%bz, 0, 0] [1, 128, 64] [1, 1, 1] : memref<4x128x64xf32> to memref<1x128x64xf32, strided<[8192, 64, 1], offset: ?>>
    %b = memref.subview %B[%bz, 0, %n] [1, 64, 64] [1, 1, 1] : memref<4x64x128xf32> to memref<1x64x64xf32, strided<[8192, 128, 1], offset: ?>>
    %c = memref.subview %C[%bz, 0, %n] [1, 128, 64] [1, 1, 1] : memref<4x128x128xf32> to memref<1x128x64xf32, strided<[16384, 128, 1], offset: ?>>
    linalg.fill ins(%zero : f32) outs(%c : memref<1x128x64xf32, strided<[16384, 128, 1], offset: ?>>)
    linalg.batch_matmul ins(%a, %b : memref<1x128x64xf32, strided<[8192, 64, 1], offset: ?>>, memref<1x64x64xf32, strided<[8192, 128, 1], offset: ?>>)
                        outs(%c : memref<1x128x64xf32, strided<[16384, 128, 1], offset: ?>>)
    gpu.terminator
  }
  return
}

// -----

func.func @two_batches(%A: memref<2x128x64xf32>, %B: memref<2x64x64xf32>, %C: memref<2x128x64xf32>) {
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    linalg.fill ins(%zero : f32) outs(%C : memref<2x128x64xf32>)
    // expected-error @+1 {{'linalg.batch_matmul' op block tile has 2 batches; wgmma takes one a block}}
    linalg.batch_matmul ins(%A, %B : memref<2x128x64xf32>, memref<2x64x64xf32>) outs(%C : memref<2x128x64xf32>)
    gpu.terminator
  }
  return
}

// -----

func.func @batch_f16_kn(%A: memref<1x128x64xf16>, %B: memref<1x64x64xf16>, %C: memref<1x128x64xf32>) {
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    linalg.fill ins(%zero : f32) outs(%C : memref<1x128x64xf32>)
    // expected-error @+1 {{'linalg.batch_matmul' op multiplies batches of a 16-bit B as K x N; wgmma takes batches of B as N x K (or f32)}}
    linalg.batch_matmul ins(%A, %B : memref<1x128x64xf16>, memref<1x64x64xf16>) outs(%C : memref<1x128x64xf32>)
    gpu.terminator
  }
  return
}

// -----

func.func @nonzero_fill(%A: memref<128x64xf16>, %B: memref<64x64xf16>, %C: memref<128x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %a = memref.subview %A[%c0, 0] [128, 64] [1, 1] : memref<128x64xf16> to memref<128x64xf16, strided<[64, 1], offset: ?>>
    %b = memref.subview %B[0, %c0] [64, 64] [1, 1] : memref<64x64xf16> to memref<64x64xf16, strided<[64, 1], offset: ?>>
    %c = memref.subview %C[%c0, %c0] [128, 64] [1, 1] : memref<128x64xf32> to memref<128x64xf32, strided<[64, 1], offset: ?>>
    linalg.fill ins(%one : f32) outs(%c : memref<128x64xf32, strided<[64, 1], offset: ?>>)
    // expected-error @+1 {{'linalg.matmul' op accumulates into C's values; the wgmma lowering takes only a zero-filled C}}
    linalg.matmul ins(%a, %b : memref<128x64xf16, strided<[64, 1], offset: ?>>, memref<64x64xf16, strided<[64, 1], offset: ?>>)
                  outs(%c : memref<128x64xf32, strided<[64, 1], offset: ?>>)
    gpu.terminator
  }
  return
}

// -----

func.func @k_step(%A: memref<128x96xf16>, %B: memref<96x64xf16>, %C: memref<128x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %a = memref.subview %A[%c0, 0] [128, 96] [1, 1] : memref<128x96xf16> to memref<128x96xf16, strided<[96, 1], offset: ?>>
    %b = memref.subview %B[0, %c0] [96, 64] [1, 1] : memref<96x64xf16> to memref<96x64xf16, strided<[64, 1], offset: ?>>
    %c = memref.subview %C[%c0, %c0] [128, 64] [1, 1] : memref<128x64xf32> to memref<128x64xf32, strided<[64, 1], offset: ?>>
    linalg.fill ins(%zero : f32) outs(%c : memref<128x64xf32, strided<[64, 1], offset: ?>>)
    // expected-error @+1 {{'linalg.matmul' op reduction of 96 is not a multiple of the K step 64}}
    linalg.matmul ins(%a, %b : memref<128x96xf16, strided<[96, 1], offset: ?>>, memref<96x64xf16, strided<[64, 1], offset: ?>>)
                  outs(%c : memref<128x64xf32, strided<[64, 1], offset: ?>>)
    gpu.terminator
  }
  return
}

// -----

// A block tile as large as the buffers (the transform's full-size views
// fold away): the buffers themselves, at offset 0.
// CHECK-LABEL: func.func @whole_buffers
// CHECK: nvgpu.tma.async.load %{{.*}}[%{{.*}}, %c0{{.*}}] {{.*}} -> memref<128x64xf16
// CHECK: nvgpu.warpgroup.mma
func.func @whole_buffers(%A: memref<128x64xf16>, %B: memref<64x64xf16>, %C: memref<128x64xf32>) {
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    linalg.fill ins(%zero : f32) outs(%C : memref<128x64xf32>)
    linalg.matmul ins(%A, %B : memref<128x64xf16>, memref<64x64xf16>) outs(%C : memref<128x64xf32>)
    gpu.terminator
  }
  return
}

// -----

func.func @strided_view(%A: memref<128x128xf16>, %B: memref<64x64xf16>, %C: memref<128x64xf32>) {
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %a = memref.subview %A[0, 0] [128, 64] [1, 2] : memref<128x128xf16> to memref<128x64xf16, strided<[128, 2]>>
    linalg.fill ins(%zero : f32) outs(%C : memref<128x64xf32>)
    // expected-error @+1 {{'linalg.matmul' op A is not a unit-stride view}}
    linalg.matmul ins(%a, %B : memref<128x64xf16, strided<[128, 2]>>, memref<64x64xf16>) outs(%C : memref<128x64xf32>)
    gpu.terminator
  }
  return
}

// -----

func.func @tile_n(%A: memref<128x64xf16>, %B: memref<64x96xf16>, %C: memref<128x96xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %a = memref.subview %A[%c0, 0] [128, 64] [1, 1] : memref<128x64xf16> to memref<128x64xf16, strided<[64, 1], offset: ?>>
    %b = memref.subview %B[0, %c0] [64, 96] [1, 1] : memref<64x96xf16> to memref<64x96xf16, strided<[96, 1], offset: ?>>
    %c = memref.subview %C[%c0, %c0] [128, 96] [1, 1] : memref<128x96xf32> to memref<128x96xf32, strided<[96, 1], offset: ?>>
    linalg.fill ins(%zero : f32) outs(%c : memref<128x96xf32, strided<[96, 1], offset: ?>>)
    // expected-error @+1 {{'linalg.matmul' op block tile has 96 columns; wgmma needs a multiple of 64 up to 256}}
    linalg.matmul ins(%a, %b : memref<128x64xf16, strided<[64, 1], offset: ?>>, memref<64x96xf16, strided<[96, 1], offset: ?>>)
                  outs(%c : memref<128x96xf32, strided<[96, 1], offset: ?>>)
    gpu.terminator
  }
  return
}

// -----

func.func @accumulators(%A: memref<256x64xf16>, %B: memref<64x256xf16>, %C: memref<256x256xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %a = memref.subview %A[%c0, 0] [256, 64] [1, 1] : memref<256x64xf16> to memref<256x64xf16, strided<[64, 1], offset: ?>>
    %b = memref.subview %B[0, %c0] [64, 256] [1, 1] : memref<64x256xf16> to memref<64x256xf16, strided<[256, 1], offset: ?>>
    %c = memref.subview %C[%c0, %c0] [256, 256] [1, 1] : memref<256x256xf32> to memref<256x256xf32, strided<[256, 1], offset: ?>>
    linalg.fill ins(%zero : f32) outs(%c : memref<256x256xf32, strided<[256, 1], offset: ?>>)
    // expected-error @+1 {{'linalg.matmul' op block tile of 256 x 256 keeps 65536 f32 accumulators in registers, more than 32768}}
    linalg.matmul ins(%a, %b : memref<256x64xf16, strided<[64, 1], offset: ?>>, memref<64x256xf16, strided<[256, 1], offset: ?>>)
                  outs(%c : memref<256x256xf32, strided<[256, 1], offset: ?>>)
    gpu.terminator
  }
  return
}

// -----

// f32's two sets of a 64 x 256 tile: 256 registers a thread.
func.func @thread_accumulators(%A: memref<64x64xf32>, %B: memref<256x64xf32>, %C: memref<64x256xf32>) {
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    linalg.fill ins(%zero : f32) outs(%C : memref<64x256xf32>)
    // expected-error @+1 {{'linalg.matmul' op block tile of 64 x 256 keeps 256 f32 accumulators a thread; with 56 other registers, more than its 255}}
    linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
                  ins(%A, %B : memref<64x64xf32>, memref<256x64xf32>)
                  outs(%C : memref<64x256xf32>)
    gpu.terminator
  }
  return
}

// -----

// The launch's threads become the warpgroups: other work in it is refused.
func.func @other_work(%A: memref<128x64xf16>, %B: memref<64x64xf16>, %C: memref<128x64xf32>, %D: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %a = memref.subview %A[%c0, 0] [128, 64] [1, 1] : memref<128x64xf16> to memref<128x64xf16, strided<[64, 1], offset: ?>>
    %b = memref.subview %B[0, %c0] [64, 64] [1, 1] : memref<64x64xf16> to memref<64x64xf16, strided<[64, 1], offset: ?>>
    %c = memref.subview %C[%c0, %c0] [128, 64] [1, 1] : memref<128x64xf32> to memref<128x64xf32, strided<[64, 1], offset: ?>>
    // expected-error @+1 {{'memref.store' op is in the launch of a matmul lowered to wgmma, whose threads are the warpgroups'}}
    memref.store %zero, %D[%c0] : memref<4xf32>
    linalg.fill ins(%zero : f32) outs(%c : memref<128x64xf32, strided<[64, 1], offset: ?>>)
    linalg.matmul ins(%a, %b : memref<128x64xf16, strided<[64, 1], offset: ?>>, memref<64x64xf16, strided<[64, 1], offset: ?>>)
                  outs(%c : memref<128x64xf32, strided<[64, 1], offset: ?>>)
    gpu.terminator
  }
  return
}

// -----

// A 3x3 convolution's GEMM (torch-mlir's padding 1): B is the im2col
// temporary of the zero-padded image. The boxes read the image itself, a
// K step of 32 channels of one window tap: 4-D boxes of 8 rows of 16
// pixels (the block's 128 pixels), not swizzled, at the tile's first pixel
// moved by the tap and by -1 (the padding: the boxes' zero fill). A is the
// filter with its taps outside its channels, copied before the launch. The
// gather, its temporary and the padding are gone.
// CHECK-LABEL: func.func @conv_windows
// CHECK-SAME: (%[[X:.*]]: memref<2x32x16x16xf32>, %[[W:.*]]: memref<64x32x3x3xf32>, %[[OUT:.*]]: memref<2x64x256xf32>)
// CHECK-NOT: linalg.map
// CHECK-NOT: memref.copy
// CHECK-NOT: linalg.generic
// CHECK: %[[FILTER:.*]] = memref.expand_shape %{{.*}} {{\[}}[0], [1, 2]] output_shape [64, 32, 9] : memref<64x288xf32> into memref<64x32x9xf32>
// CHECK: %[[TAPS:.*]] = memref.alloc() : memref<64x9x32xf32>
// CHECK: linalg.transpose ins(%[[FILTER]] : memref<64x32x9xf32>) outs(%[[TAPS]] : memref<64x9x32xf32>) permutation = [0, 2, 1]
// CHECK: %[[CAST_A:.*]] = memref.cast %[[TAPS]]
// CHECK: %[[MAPA:.*]] = nvgpu.tma.create.descriptor %[[CAST_A]] box{{.*}} -> <tensor = memref<64x1x32xf32, 3>, swizzle = swizzle_128b
// CHECK: %[[CAST_B:.*]] = memref.cast %[[X]] : memref<2x32x16x16xf32> to memref<*xf32>
// CHECK: %[[MAPB:.*]] = nvgpu.tma.create.descriptor %[[CAST_B]] box{{.*}} -> <tensor = memref<1x32x8x16xf32, 3>, swizzle = none
// CHECK: gpu.launch blocks(%{{[^,]*}}, %{{[^,]*}}, %[[BZ:[^)]*]]) in
// CHECK-SAME: threads({{.*}}) in (%{{.*}} = %c128{{.*}}, %{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}})
// CHECK: nvgpu.tma.async.load %[[MAPA]][%{{.*}}, %{{.*}}, %c0{{.*}}], {{.*}} -> memref<64x1x32xf32, #gpu.address_space<workgroup>>
// CHECK: %[[TAP_ROW:.*]] = arith.addi %{{.*}}, %c-1
// CHECK: %[[ROW:.*]] = arith.divui %[[PIXEL:.*]], %c16
// CHECK: %[[IMAGE_ROW:.*]] = arith.addi %[[ROW]], %[[TAP_ROW]]
// CHECK: %[[TAP_COLUMN:.*]] = arith.addi %{{.*}}, %c-1
// CHECK: %[[COLUMN:.*]] = arith.remui %[[PIXEL]], %c16
// CHECK: %[[IMAGE_COLUMN:.*]] = arith.addi %[[COLUMN]], %[[TAP_COLUMN]]
// CHECK: nvgpu.tma.async.load %[[MAPB]][%[[IMAGE_COLUMN]], %[[IMAGE_ROW]], %{{.*}}, %[[BZ]]], {{.*}} -> memref<1x32x8x16xf32, #gpu.address_space<workgroup>>
// CHECK: scf.for
// CHECK-COUNT-12: llvm.inline_asm has_side_effects {{.*}}wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32
// CHECK: nvgpu.warpgroup.mma.store
// CHECK: gpu.terminator
// CHECK: memref.dealloc %[[TAPS]]
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func @conv_windows(%X: memref<2x32x16x16xf32>, %W: memref<64x32x3x3xf32>, %OUT: memref<2x64x256xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %padded = memref.alloc() {alignment = 64 : i64} : memref<2x32x18x18xf32>
  linalg.map outs(%padded : memref<2x32x18x18xf32>)
    (%init: f32) {
      linalg.yield %zero : f32
    }
  %interior = memref.subview %padded[0, 0, 1, 1] [2, 32, 16, 16] [1, 1, 1, 1] : memref<2x32x18x18xf32> to memref<2x32x16x16xf32, strided<[10368, 324, 18, 1], offset: 19>>
  memref.copy %X, %interior : memref<2x32x16x16xf32> to memref<2x32x16x16xf32, strided<[10368, 324, 18, 1], offset: 19>>
  %filter = memref.collapse_shape %W [[0], [1, 2, 3]] : memref<64x32x3x3xf32> into memref<64x288xf32>
  %windows = memref.alloc() {alignment = 64 : i64} : memref<2x288x256xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1 floordiv 9, d2 floordiv 16 + (d1 mod 9) floordiv 3, d2 mod 16 + d1 mod 3)>,
                                   affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                  iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%padded : memref<2x32x18x18xf32>) outs(%windows : memref<2x288x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c2)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %p = affine.apply affine_map<(d0) -> (d0 * 128)>(%bx)
    %b = memref.subview %windows[%bz, 0, %p] [1, 288, 128] [1, 1, 1] : memref<2x288x256xf32> to memref<1x288x128xf32, strided<[73728, 256, 1], offset: ?>>
    %c = memref.subview %OUT[%bz, 0, %p] [1, 64, 128] [1, 1, 1] : memref<2x64x256xf32> to memref<1x64x128xf32, strided<[16384, 256, 1], offset: ?>>
    linalg.fill ins(%zero : f32) outs(%c : memref<1x64x128xf32, strided<[16384, 256, 1], offset: ?>>)
    linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>],
                    iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
        ins(%filter, %b : memref<64x288xf32>, memref<1x288x128xf32, strided<[73728, 256, 1], offset: ?>>)
        outs(%c : memref<1x64x128xf32, strided<[16384, 256, 1], offset: ?>>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %product = arith.mulf %in, %in_1 : f32
      %sum = arith.addf %product, %out : f32
      linalg.yield %sum : f32
    }
    gpu.terminator
  }
  memref.dealloc %windows : memref<2x288x256xf32>
  memref.dealloc %padded : memref<2x32x18x18xf32>
  return
}

// -----

// Windows of 16 channels: a K step's box would take two taps.
func.func @conv_16_channels(%X: memref<2x16x18x18xf32>, %W: memref<64x144xf32>, %OUT: memref<2x64x256xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %windows = memref.alloc() : memref<2x144x256xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1 floordiv 9, d2 floordiv 16 + (d1 mod 9) floordiv 3, d2 mod 16 + d1 mod 3)>,
                                   affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                  iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%X : memref<2x16x18x18xf32>) outs(%windows : memref<2x144x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c2)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %p = affine.apply affine_map<(d0) -> (d0 * 128)>(%bx)
    %b = memref.subview %windows[%bz, 0, %p] [1, 144, 128] [1, 1, 1] : memref<2x144x256xf32> to memref<1x144x128xf32, strided<[36864, 256, 1], offset: ?>>
    %c = memref.subview %OUT[%bz, 0, %p] [1, 64, 128] [1, 1, 1] : memref<2x64x256xf32> to memref<1x64x128xf32, strided<[16384, 256, 1], offset: ?>>
    linalg.fill ins(%zero : f32) outs(%c : memref<1x64x128xf32, strided<[16384, 256, 1], offset: ?>>)
    // expected-error @+1 {{'linalg.generic' op reads windows of 16 channels; wgmma's boxes take 32 channels of one window tap a K step}}
    linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>],
                    iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
        ins(%W, %b : memref<64x144xf32>, memref<1x144x128xf32, strided<[36864, 256, 1], offset: ?>>)
        outs(%c : memref<1x64x128xf32, strided<[16384, 256, 1], offset: ?>>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %product = arith.mulf %in, %in_1 : f32
      %sum = arith.addf %product, %out : f32
      linalg.yield %sum : f32
    }
    gpu.terminator
  }
  return
}

// -----

// 24 pixels of 16-pixel rows: no rectangle of the image.
func.func @conv_ragged_pixels(%X: memref<2x32x18x18xf32>, %W: memref<64x288xf32>, %OUT: memref<2x64x264xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %windows = memref.alloc() : memref<2x288x256xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1 floordiv 9, d2 floordiv 16 + (d1 mod 9) floordiv 3, d2 mod 16 + d1 mod 3)>,
                                   affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                  iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%X : memref<2x32x18x18xf32>) outs(%windows : memref<2x288x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c2)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %p = affine.apply affine_map<(d0) -> (d0 * 24)>(%bx)
    %b = memref.subview %windows[%bz, 0, %p] [1, 288, 24] [1, 1, 1] : memref<2x288x256xf32> to memref<1x288x24xf32, strided<[73728, 256, 1], offset: ?>>
    %c = memref.subview %OUT[%bz, 0, %p] [1, 64, 24] [1, 1, 1] : memref<2x64x264xf32> to memref<1x64x24xf32, strided<[16896, 264, 1], offset: ?>>
    linalg.fill ins(%zero : f32) outs(%c : memref<1x64x24xf32, strided<[16896, 264, 1], offset: ?>>)
    // expected-error @+1 {{'linalg.generic' op block tile of 24 pixels is neither a divisor of the output's rows of 16 pixels nor whole rows (of a multiple of 4 pixels): the windows' boxes are rectangles of pixels}}
    linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>],
                    iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
        ins(%W, %b : memref<64x288xf32>, memref<1x288x24xf32, strided<[73728, 256, 1], offset: ?>>)
        outs(%c : memref<1x64x24xf32, strided<[16896, 264, 1], offset: ?>>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %product = arith.mulf %in, %in_1 : f32
      %sum = arith.addf %product, %out : f32
      linalg.yield %sum : f32
    }
    gpu.terminator
  }
  return
}

// -----

// The epilogue kernel after the matmul (the same grid and blocks, each
// block reading C within its own tile): with fuse-epilogue its body runs
// in the matmul's launch once the accumulators are staged, each read of C
// a read of the staged 128 x 72 tile (its row and column less the tile's
// offsets); C, a temporary, is not stored, nor allocated. Without, the two
// launches stay.
// CHECK-LABEL: func.func @epilogue_launch
// CHECK-COUNT-2: gpu.launch
// FUSE-LABEL: func.func @epilogue_launch
// FUSE-SAME: %[[OUT:[^:]*]]: memref<256x128xf32>)
// FUSE-NOT: memref.alloc
// FUSE: gpu.launch
// FUSE: %[[M:.*]] = affine.apply #{{.*}}(%arg3)
// FUSE: %[[N:.*]] = affine.apply #{{.*}}(%arg4)
// FUSE: nvgpu.warpgroup.mma.store
// FUSE-NEXT: gpu.barrier
// FUSE-NOT: vector.store
// FUSE: scf.for
// FUSE: %[[ROW:.*]] = arith.subi %[[GLOBAL_ROW:.*]], %[[M]] : index
// FUSE: %[[COLUMN:.*]] = arith.subi %[[GLOBAL_COLUMN:.*]], %[[N]] : index
// FUSE: %[[VALUES:.*]] = vector.load %{{.*}}[%[[ROW]], %[[COLUMN]]] : memref<128x72xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// FUSE: %[[RELU:.*]] = arith.maximumf %[[VALUES]]
// FUSE: vector.store %[[RELU]], %[[OUT]][%[[GLOBAL_ROW]], %[[GLOBAL_COLUMN]]]
// FUSE: gpu.terminator
// FUSE-NOT: gpu.launch
// FUSE-NOT: memref.dealloc
// FUSE: return
func.func @epilogue_launch(%A: memref<256x64xf16>, %B: memref<64x128xf16>, %OUT: memref<256x128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  %zeros = arith.constant dense<0.0> : vector<4xf32>
  %C = memref.alloc() : memref<256x128xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c2, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %m = affine.apply affine_map<(d0) -> (d0 * 128)>(%bx)
    %n = affine.apply affine_map<(d0) -> (d0 * 64)>(%by)
    %a = memref.subview %A[%m, 0] [128, 64] [1, 1] : memref<256x64xf16> to memref<128x64xf16, strided<[64, 1], offset: ?>>
    %b = memref.subview %B[0, %n] [64, 64] [1, 1] : memref<64x128xf16> to memref<64x64xf16, strided<[128, 1], offset: ?>>
    %c = memref.subview %C[%m, %n] [128, 64] [1, 1] : memref<256x128xf32> to memref<128x64xf32, strided<[128, 1], offset: ?>>
    linalg.fill ins(%zero : f32) outs(%c : memref<128x64xf32, strided<[128, 1], offset: ?>>)
    linalg.matmul ins(%a, %b : memref<128x64xf16, strided<[64, 1], offset: ?>>, memref<64x64xf16, strided<[128, 1], offset: ?>>)
                  outs(%c : memref<128x64xf32, strided<[128, 1], offset: ?>>)
    gpu.terminator
  }
  // 256 threads, 16 rows of 16 pieces of 4 a round.
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c2, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
    %m = affine.apply affine_map<(d0) -> (d0 * 128)>(%bx)
    %n = affine.apply affine_map<(d0) -> (d0 * 64)>(%by)
    %first = arith.divui %tx, %c16 : index
    %piece = arith.remui %tx, %c16 : index
    %column = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%piece, %n)
    scf.for %i = %c0 to %c128 step %c16 {
      %row = affine.apply affine_map<(d0, d1, d2) -> (d0 + d1 + d2)>(%m, %first, %i)
      %values = vector.load %C[%row, %column] : memref<256x128xf32>, vector<4xf32>
      %relu = arith.maximumf %values, %zeros : vector<4xf32>
      vector.store %relu, %OUT[%row, %column] : memref<256x128xf32>, vector<4xf32>
    }
    gpu.terminator
  }
  memref.dealloc %C : memref<256x128xf32>
  return
}

// -----

// A product of f16: the epilogue reads the staged f32 values converted to
// f16, as the copy to C stored them.
// FUSE-LABEL: func.func @epilogue_launch_f16
// FUSE: nvgpu.warpgroup.mma.store
// FUSE: %[[VALUES:.*]] = vector.load %{{.*}} : memref<128x72xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// FUSE-NEXT: %[[HALVES:.*]] = arith.truncf %[[VALUES]] : vector<4xf32> to vector<4xf16>
// FUSE-NEXT: arith.maximumf %[[HALVES]]
// FUSE-NOT: gpu.launch
func.func @epilogue_launch_f16(%A: memref<128x64xf16>, %B: memref<64x64xf16>, %OUT: memref<128x64xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f16
  %zeros = arith.constant dense<0.0> : vector<4xf16>
  %C = memref.alloc() : memref<128x64xf16>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    linalg.fill ins(%zero : f16) outs(%C : memref<128x64xf16>)
    linalg.matmul ins(%A, %B : memref<128x64xf16>, memref<64x64xf16>) outs(%C : memref<128x64xf16>)
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
    %row = arith.divui %tx, %c1 : index
    %values = vector.load %C[%row, %c0] : memref<128x64xf16>, vector<4xf16>
    %relu = arith.maximumf %values, %zeros : vector<4xf16>
    vector.store %relu, %OUT[%row, %c0] : memref<128x64xf16>, vector<4xf16>
    gpu.terminator
  }
  return
}

// -----

// C read after the epilogue too (here copied out): the launches stay.
// FUSE-LABEL: func.func @product_read_later
// FUSE-COUNT-2: gpu.launch
// FUSE: memref.copy
func.func @product_read_later(%A: memref<128x64xf16>, %B: memref<64x64xf16>, %OUT: memref<128x64xf32>, %PRODUCT: memref<128x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  %zeros = arith.constant dense<0.0> : vector<4xf32>
  %C = memref.alloc() : memref<128x64xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    linalg.fill ins(%zero : f32) outs(%C : memref<128x64xf32>)
    linalg.matmul ins(%A, %B : memref<128x64xf16>, memref<64x64xf16>) outs(%C : memref<128x64xf32>)
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
    %values = vector.load %C[%tx, %c0] : memref<128x64xf32>, vector<4xf32>
    %relu = arith.maximumf %values, %zeros : vector<4xf32>
    vector.store %relu, %OUT[%tx, %c0] : memref<128x64xf32>, vector<4xf32>
    gpu.terminator
  }
  memref.copy %C, %PRODUCT : memref<128x64xf32> to memref<128x64xf32>
  return
}

// -----

// One A for every batch (a 1x1 convolution's filter, a linalg.generic):
// A's boxes are 2-D, loaded without a batch coordinate; B's at the block's
// batch.
// CHECK-LABEL: func.func @one_a_for_all
// CHECK-DAG: %[[MAPA:.*]] = nvgpu.tma.create.descriptor %{{.*}} box[%{{.*}}, %{{.*}}] : memref<*xf32> -> <tensor = memref<64x32xf32, 3>
// CHECK-DAG: %[[MAPB:.*]] = nvgpu.tma.create.descriptor %{{.*}} box[%{{.*}}, %{{.*}}, %{{.*}}] : memref<*xf32> -> <tensor = memref<1x32x32xf32, 3>
// CHECK: gpu.launch blocks(%{{[^,]*}}, %{{[^,]*}}, %[[BZ:[^)]*]]) in
// CHECK: nvgpu.tma.async.load %[[MAPA]][%{{[^,]*}}, %{{[^],]*}}], {{.*}} -> memref<64x32xf32, #gpu.address_space<workgroup>>
// CHECK-COUNT-2: nvgpu.tma.async.load %[[MAPB]][%{{.*}}, %{{.*}}, %[[BZ]]], {{.*}} -> memref<1x32x32xf32, #gpu.address_space<workgroup>>
// CHECK-NOT: linalg.generic
func.func @one_a_for_all(%A: memref<64x64xf32>, %B: memref<2x64x128xf32>, %C: memref<2x64x128xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c2)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %n = affine.apply affine_map<(d0) -> (d0 * 64)>(%bx)
    %b = memref.subview %B[%bz, 0, %n] [1, 64, 64] [1, 1, 1] : memref<2x64x128xf32> to memref<1x64x64xf32, strided<[8192, 128, 1], offset: ?>>
    %c = memref.subview %C[%bz, 0, %n] [1, 64, 64] [1, 1, 1] : memref<2x64x128xf32> to memref<1x64x64xf32, strided<[8192, 128, 1], offset: ?>>
    linalg.fill ins(%zero : f32) outs(%c : memref<1x64x64xf32, strided<[8192, 128, 1], offset: ?>>)
    linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>],
                    iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
        ins(%A, %b : memref<64x64xf32>, memref<1x64x64xf32, strided<[8192, 128, 1], offset: ?>>)
        outs(%c : memref<1x64x64xf32, strided<[8192, 128, 1], offset: ?>>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %product = arith.mulf %in, %in_1 : f32
      %sum = arith.addf %product, %out : f32
      linalg.yield %sum : f32
    }
    gpu.terminator
  }
  return
}


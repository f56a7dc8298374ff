// wgmma: the block tile on buffers in a gpu.launch (the fill fused into
// it), then cuda-agent-lower-matmul-to-wgmma: TMA descriptors on the host,
// a warpgroup per 64 rows, the stages in dynamic shared memory.
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-f16-512.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=wgmma" | FileCheck %s
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-f16-512.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(64,256);pipeline(3);wgmma" \
// RUN:   | FileCheck %s --check-prefix=WIDE
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-bf16-64x256.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=wgmma" | FileCheck %s --check-prefix=WHOLE
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-bf16-out-512.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(256,128);pipeline(2);wgmma" \
// RUN:   | FileCheck %s --check-prefix=BF16
// RUN: cuda-agent-opt %S/../Inputs/kernels/linear-relu-f32.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=wgmma" | FileCheck %s --check-prefix=LINEAR
// RUN: cuda-agent-opt %S/../Inputs/kernels/batch-matmul.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=wgmma" | FileCheck %s --check-prefix=BMM
// RUN: cuda-agent-opt %S/../Inputs/kernels/conv3x3-32-channels.mlir --cuda-agent-torch-to-kernel \
// RUN:   | not cuda-agent-opt --cuda-agent-apply-schedule="schedule=wgmma" 2>&1 | FileCheck %s --check-prefix=CONV
// RUN: sed -e 's/64x32x3x3/64x32x1x1/' -e 's/low\[0, 0, 1, 1\] high\[0, 0, 1, 1\]/low[0, 0, 0, 0] high[0, 0, 0, 0]/' -e 's/2x32x18x18/2x32x16x16/g' \
// RUN:   %S/../Inputs/kernels/conv3x3-32-channels.mlir | cuda-agent-opt --cuda-agent-torch-to-kernel \
// RUN:   | not cuda-agent-opt --cuda-agent-apply-schedule="schedule=wgmma" 2>&1 | FileCheck %s --check-prefix=CONV

// The defaults: 128x256 blocks (two warpgroups of 64x256), K steps of 64, 4
// stages of 48 KiB.
// CHECK: module attributes {{.*}}cuda_agent.schedule = #cuda_agent.schedule<"block(128,256);reduce(64);pipeline(4);wgmma">}
// CHECK: nvgpu.tma.create.descriptor %{{.*}} box[%{{.*}}, %{{.*}}] : memref<*xf16> -> <tensor = memref<128x64xf16, 3>
// CHECK: nvgpu.tma.create.descriptor %{{.*}} box[%{{.*}}, %{{.*}}] : memref<*xf16> -> <tensor = memref<64x64xf16, 3>
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c2{{.*}}, {{.*}} = %c4{{.*}}, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c256{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}}) dynamic_shared_memory_size %c196608
// CHECK-NOT: linalg.
// CHECK: nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>
// CHECK: nvgpu.warpgroup.mma {{.*}} {transposeB} : <tensor = memref<64x64xf16, #gpu.address_space<workgroup>>>, <tensor = memref<64x256xf16, #gpu.address_space<workgroup>>>, <fragmented = vector<64x256xf32>> -> <fragmented = vector<64x256xf32>>
// CHECK: nvgpu.warpgroup.mma.store
// CHECK-NOT: linalg.

// One warpgroup of 64 rows, B in 4 boxes, 3 stages of 40 KiB.
// WIDE: gpu.launch blocks({{.*}}) in ({{.*}} = %c2{{.*}}, {{.*}} = %c8{{.*}}, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c128{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}}) dynamic_shared_memory_size %c122880
// WIDE-COUNT-4: nvgpu.tma.async.load %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}] to %{{.*}} : <tensor = memref<64x64xf16, 3>
// WIDE: nvgpu.warpgroup.mma {{.*}} <fragmented = vector<64x256xf32>>

// bf16 into bf16: four warpgroups' f32 accumulators, rounded in the
// epilogue. Two stages of 48 KiB hold less than the 256 x 136 f32 staged
// tile (136 KiB): the dynamic shared memory is the larger.
// BF16: gpu.launch blocks({{.*}}) threads({{.*}}) in ({{.*}} = %c512{{.*}}, {{.*}}) dynamic_shared_memory_size %c139264
// BF16: nvgpu.warpgroup.mma {{.*}} <fragmented = vector<64x128xf32>>
// BF16: nvgpu.warpgroup.mma.store %{{.*}}, %{{.*}} : <fragmented = vector<64x128xf32>> to memref<64x128xf32, strided<[136, 1]>, #gpu.address_space<workgroup>>
// BF16: %[[PIECE:.*]] = vector.load %{{.*}} {alignment = 32 : i64} : memref<256x136xf32, #gpu.address_space<workgroup>>, vector<8xf32>
// BF16: %[[ROUNDED:.*]] = arith.truncf %[[PIECE]] : vector<8xf32> to vector<8xbf16>
// BF16: vector.store %[[ROUNDED]], %{{.*}} {alignment = 16 : i64} : memref<256x128xbf16, {{.*}}>, vector<8xbf16>

// One block tile covering the whole 64 x 256 output: the descriptors are
// over the function's buffers, the loads at row 0 and column 0.
// WHOLE: module attributes {{.*}}"block(64,256);reduce(64);pipeline(4);wgmma"
// WHOLE: func.func @matmul(%[[A:.*]]: memref<64x1024xbf16>, %[[B:.*]]: memref<1024x256xbf16>
// WHOLE: memref.cast %[[A]] : memref<64x1024xbf16> to memref<*xbf16>
// WHOLE: memref.cast %[[B]] : memref<1024x256xbf16> to memref<*xbf16>
// WHOLE: gpu.launch blocks({{.*}}) in ({{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c128
// WHOLE: nvgpu.warpgroup.mma {{.*}} <fragmented = vector<64x256xf32>>

// f32 x W^T + bias, ReLU: 128x128 blocks (the sums and a step's products,
// two sets of accumulators), K steps of 32, 3 stages of 64 KiB (the tiles
// and their rests); three tf32 products per K slice of 8; the epilogue in
// the same launch, after the product is staged in shared memory (rows
// padded to 136), reading it there in 16-byte pieces: the product is never
// stored to memory, and there is no second launch.
// LINEAR: module attributes {{.*}}"block(128,128);reduce(32);pipeline(3);fuse;wgmma"
// LINEAR: gpu.launch blocks({{.*}}) threads({{.*}}) in ({{.*}} = %c256{{.*}}, {{.*}}) dynamic_shared_memory_size %c196608
// LINEAR: nvvm.fence.proxy
// LINEAR-COUNT-12: llvm.inline_asm has_side_effects {{.*}}wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32
// LINEAR: nvgpu.warpgroup.mma.store {{.*}} to memref<64x128xf32, strided<[136, 1]>, #gpu.address_space<workgroup>>
// LINEAR-NEXT: gpu.barrier
// LINEAR: vector.load {{.*}} : memref<128x136xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// LINEAR: arith.maximumf
// LINEAR: vector.store {{.*}} : memref<16x4xf32, strided<[256, 1], offset: ?>>, vector<4xf32>
// LINEAR: gpu.terminator
// The fused ops' originals are gone, not left to run on the host; there is
// one launch.
// LINEAR-NOT: linalg.
// LINEAR-NOT: gpu.launch

// A batch matmul: a block per matrix tile of one batch (the grid's z),
// 3-D TMA boxes of one matrix loaded at the block's batch.
// BMM: module attributes {{.*}}"block(1,128,128);reduce(32);pipeline(2);wgmma"
// BMM: nvgpu.tma.create.descriptor {{.*}} -> <tensor = memref<1x128x32xf32, 3>
// BMM: nvgpu.tma.create.descriptor {{.*}} -> <tensor = memref<1x32x32xf32, 3>
// BMM: gpu.launch blocks({{.*}}) in ({{.*}} = %c2{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c8{{.*}}) threads({{.*}}) in ({{.*}} = %c256{{.*}}, {{.*}})
// BMM: nvgpu.tma.async.load %{{.*}}[%{{.*}}, %{{.*}}, %block_id_z]
// BMM: llvm.inline_asm has_side_effects {{.*}}wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32
// BMM: vector.store %{{.*}}, %{{.*}}[%c0, %{{.*}}, %{{.*}}] {{.*}} : memref<1x128x128xf32, strided<[32768, 256, 1], offset: ?>>, vector<4xf32>
// BMM-NOT: linalg.

// Convolutions' GEMMs (a padded 3x3 convolution's windows, a 1x1
// convolution's one filter for every image): the lowering's forms for them
// stopped on the GPU, so no schedule takes them (the pass's forms stay
// tested in lower-matmul-to-wgmma.mlir).
// CONV: error: illegal schedule 'wgmma': 'wgmma' does not take convolutions' GEMMs yet


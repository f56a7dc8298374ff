// promote(i,..): operand tiles staged in shared memory (address space 3) by
// the block's threads together, between barriers, on each kernel family.
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-128x64.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(64,64);thread(4,4);reduce(16);promote(0,1)" \
// RUN:   | FileCheck %s --check-prefix=MATMUL
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-128x64.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(64,64);thread(4,4);reduce(16);promote(1);unroll(2)" \
// RUN:   | FileCheck %s --check-prefix=UNROLL
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-128x64.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(64,64);thread(4,4);reduce(16);promote(0,1);pipeline(2)" \
// RUN:   | FileCheck %s --check-prefix=PIPELINE
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-128x64.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(128,128);thread(16,8);reduce(8);promote(0,1);pipeline(3)" \
// RUN:   | FileCheck %s --check-prefix=PREDICATED
// RUN: cuda-agent-opt %S/../Inputs/kernels/conv2d-nhwc.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(0,1,32,32);thread(0,0,4,1);reduce(8);promote(0,1)" \
// RUN:   | FileCheck %s --check-prefix=CONV
// RUN: cuda-agent-opt %S/../Inputs/kernels/row-sum.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(32);thread(1);reduce(16);promote(0)" \
// RUN:   | FileCheck %s --check-prefix=ROWSUM
// RUN: cuda-agent-opt %S/../Inputs/kernels/gelu.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(32,32);thread(4,1);promote(0)" \
// RUN:   | FileCheck %s --check-prefix=GELU

// A 64x16 tile of A and a 16x64 tile of B per K step of 16: 256 threads
// copy one 16-byte row piece of each (linear thread ids, consecutive
// threads on consecutive pieces), barrier, then each thread's 4x4 tile
// reads them from shared memory.
// MATMUL: module attributes {{.*}}cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4,4);reduce(16);promote(0,1)">}
// MATMUL: gpu.launch blocks({{.*}}) in ({{.*}} = %c2{{.*}}, {{.*}} = %c2{{.*}}, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c16{{.*}}, {{.*}} = %c16{{.*}}, {{.*}} = %c1{{.*}})
// The fill of the C tile, then a barrier.
// MATMUL: vector.store %{{.*}} : memref<4x4xf32, strided<[128, 1], offset: ?>>, vector<4xf32>
// MATMUL: gpu.barrier
// MATMUL-DAG: %[[SA:.*]] = memref.get_global @[[GA:.*]] : memref<64x16xf32, 3>
// MATMUL-DAG: %[[SB:.*]] = memref.get_global @[[GB:.*]] : memref<16x64xf32, 3>
// MATMUL: scf.for %[[K:.*]] = %c0{{.*}} to %c64{{.*}} step %c16
// MATMUL:   memref.subview %{{.*}}[0, %[[K]]] [64, 16] [1, 1]
// MATMUL:   %[[PA:.*]] = vector.load %{{.*}} : memref<1x4xf32, strided<[64, 1], offset: ?>>, vector<4xf32>
// MATMUL:   vector.store %[[PA]], %{{.*}} : memref<1x4xf32, strided<[16, 1], offset: ?>, 3>, vector<4xf32>
// MATMUL:   %[[PB:.*]] = vector.load %{{.*}} : memref<1x4xf32, strided<[128, 1], offset: ?>>, vector<4xf32>
// MATMUL:   vector.store %[[PB]], %{{.*}} : memref<1x4xf32, strided<[64, 1], offset: ?>, 3>, vector<4xf32>
// MATMUL:   gpu.barrier
// MATMUL:   vector.load %[[SA]][%{{.*}}, %c0{{.*}}] : memref<64x16xf32, 3>, vector<16xf32>
// MATMUL:   vector.load %[[SB]][%c0{{.*}}, %{{.*}}] : memref<16x64xf32, 3>, vector<4xf32>
// MATMUL:   vector.fma
// MATMUL:   gpu.barrier
// MATMUL: }
// MATMUL-DAG: memref.global "private" @[[GA]] : memref<64x16xf32, 3> {alignment = 16 : i64}
// MATMUL-DAG: memref.global "private" @[[GB]] : memref<16x64xf32, 3> {alignment = 16 : i64}

// unroll(2) of the K loop: two copies of B's tile per iteration, each
// followed by a barrier before the threads read it.
// UNROLL: scf.for %{{.*}} = %c0{{.*}} to %c64{{.*}} step %c32
// UNROLL-COUNT-2: vector.store %{{.*}} : memref<1x4xf32, strided<[64, 1], offset: ?>, 3>, vector<4xf32>
// UNROLL-NOT: memref.global
// UNROLL-COUNT-2: memref.global "private" @{{.*}} : memref<16x64xf32, 3> {alignment = 16 : i64}

// pipeline(2): two buffers of each tile; the copies are cp.async groups,
// one per step (A's and B's copies, no barrier between them), the first
// steps' issued before the K loop, each iteration waits for the oldest
// group and issues the next step's (the stage views rotate through the
// loop's iter_args); the last step is peeled (a 4x4 thread tile).
// PIPELINE-DAG: memref.get_global @[[GA:.*]] : memref<2x64x16xf32, 3>
// PIPELINE-DAG: memref.get_global @[[GB:.*]] : memref<2x16x64xf32, 3>
// PIPELINE: %[[CA:.*]] = nvgpu.device_async_copy {{.*}} 4 {bypassL1} : memref<1x4xf32, strided<[64, 1], offset: ?>> to memref<1x4xf32, strided<[16, 1], offset: ?>, 3>
// PIPELINE-NOT: gpu.barrier
// PIPELINE: %[[CB:.*]] = nvgpu.device_async_copy {{.*}} 4 {bypassL1} : memref<1x4xf32, strided<[128, 1], offset: ?>> to memref<1x4xf32, strided<[64, 1], offset: ?>, 3>
// PIPELINE-NEXT: nvgpu.device_async_create_group %[[CA]], %[[CB]]
// PIPELINE: scf.for {{.*}} iter_args({{.*}}) -> (!nvgpu.device.async.token, !nvgpu.device.async.token, memref<64x16xf32, {{.*}}, 3>, memref<64x16xf32, {{.*}}, 3>, memref<16x64xf32, {{.*}}, 3>, memref<16x64xf32, {{.*}}, 3>)
// PIPELINE:   nvgpu.device_async_wait %{{.*}} {numGroups = 1 : i32}
// PIPELINE:   gpu.barrier
// PIPELINE:   vector.fma
// PIPELINE:   nvgpu.device_async_copy
// PIPELINE:   scf.yield
// PIPELINE: nvgpu.device_async_wait %{{.*}} {numGroups = 0 : i32}
// PIPELINE: vector.fma
// PIPELINE-DAG: memref.global "private" @[[GA]] : memref<2x64x16xf32, 3> {alignment = 16 : i64}
// PIPELINE-DAG: memref.global "private" @[[GB]] : memref<2x16x64xf32, 3> {alignment = 16 : i64}

// pipeline(3) of a 16x8 thread tile: the loop runs every step, its copies
// predicated off (zero-filled) in the last two, bypassing L1 still; no
// step is peeled after the loop.
// PREDICATED: scf.for {{.*}} iter_args({{.*}}) -> (!nvgpu.device.async.token, !nvgpu.device.async.token, !nvgpu.device.async.token,
// PREDICATED:   nvgpu.device_async_wait %{{.*}} {numGroups = 2 : i32}
// PREDICATED:   vector.fma
// PREDICATED:   %[[SIZE:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : index
// PREDICATED:   nvgpu.device_async_copy {{.*}}, 4, %[[SIZE]] {bypassL1}
// PREDICATED:   nvgpu.device_async_create_group
// PREDICATED:   scf.yield
// PREDICATED-NOT: vector.fma
// PREDICATED: return

// Convolution: the input window (both images, 1 + 2 halo rows, 32 + 2
// halo columns, 8 channels) and the filter slice (3x3x8x32) per step of 8
// channels.
// CONV: memref.get_global @{{.*}} : memref<2x3x34x8xf32, 3>
// CONV: memref.get_global @{{.*}} : memref<3x3x8x32xf32, 3>
// CONV: scf.for
// CONV: gpu.barrier
// CONV-DAG: memref.global "private" @{{.*}} : memref<2x3x34x8xf32, 3> {alignment = 16 : i64}
// CONV-DAG: memref.global "private" @{{.*}} : memref<3x3x8x32xf32, 3> {alignment = 16 : i64}

// Row sum: 32 rows x 16 columns of the input per step.
// ROWSUM: memref.get_global @{{.*}} : memref<32x16xf32, 3>
// ROWSUM: scf.for
// ROWSUM: gpu.barrier
// ROWSUM: memref.global "private" @{{.*}} : memref<32x16xf32, 3> {alignment = 16 : i64}

// Elementwise: no serial loop; the 32x32 input tile is staged once.
// GELU: memref.get_global @{{.*}} : memref<32x32xf32, 3>
// GELU-NOT: scf.for
// GELU: gpu.barrier
// GELU: memref.global "private" @{{.*}} : memref<32x32xf32, 3> {alignment = 16 : i64}

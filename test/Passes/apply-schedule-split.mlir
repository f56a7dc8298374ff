// split(t): t threads of a block share the last (reduction) loop; their
// partial results are added up in shared memory, by up to a warp of threads
// and then one thread.
// RUN: cuda-agent-opt %S/../Inputs/kernels/row-sum.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(1);split(256)" \
// RUN:   | FileCheck %s --check-prefix=ROWSUM
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-128x64.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(2,4);split(8)" \
// RUN:   | FileCheck %s --check-prefix=MATMUL
// RUN: cuda-agent-opt %S/../Inputs/kernels/row-sum.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(2);split(2)" \
// RUN:   | FileCheck %s --check-prefix=PAIR
// RUN: cuda-agent-opt %S/../Inputs/kernels/row-sum.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(1);split(64)" \
// RUN:   | FileCheck %s --check-prefix=CYCLIC
// RUN: cuda-agent-opt %S/../Inputs/kernels/gelu-row-sum.mlir \
// RUN:   --cuda-agent-apply-schedule | FileCheck %s --check-prefix=PRODUCER

// One row per block, 256 threads: each reduces 4 contiguous elements
// (1024 / 256) with one 128-bit load into its slot of a 1x256 shared
// buffer; 32 threads add 8 slots each into a 1x32 buffer; thread 0 adds
// those and writes the row's sum.
// ROWSUM: module attributes {{.*}}cuda_agent.schedule = #cuda_agent.schedule<"block(1);split(256)">}
// ROWSUM: gpu.launch blocks({{.*}}) in ({{.*}} = %c512{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c256{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}})
// ROWSUM: %[[P1:.*]] = memref.get_global @[[G1:.*]] : memref<1x256xf32, 3>
// ROWSUM: %[[X:.*]] = vector.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<512x1024xf32>, vector<4xf32>
// ROWSUM: vector.reduction <add>, %[[X]]
// ROWSUM: memref.store %{{.*}} : memref<1xf32, strided<[256], offset: ?>, 3>
// ROWSUM: %[[P2:.*]] = memref.get_global @[[G2:.*]] : memref<1x32xf32, 3>
// ROWSUM: gpu.barrier
// ROWSUM: arith.cmpi ult, %{{.*}}, %c32
// ROWSUM: vector.load %[[P1]][%{{.*}}, %{{.*}}] : memref<1x256xf32, 3>, vector<8xf32>
// ROWSUM: gpu.barrier
// ROWSUM: arith.cmpi ult, %{{.*}}, %c1
// ROWSUM: vector.load %[[P2]][%{{.*}}, %{{.*}}] : memref<1x32xf32, 3>, vector<32xf32>
// ROWSUM: vector.store %{{.*}} : memref<1xf32, strided<[1], offset: ?>>, vector<1xf32>
// ROWSUM: gpu.terminator
// ROWSUM-DAG: memref.global "private" @[[G1]] : memref<1x256xf32, 3> {alignment = 16 : i64}
// ROWSUM-DAG: memref.global "private" @[[G2]] : memref<1x32xf32, 3> {alignment = 16 : i64}
// No allocation reaches the kernel (it would be a per-thread malloc).
// ROWSUM-NOT: memref.alloc

// A matmul's K loop split over 8 threads: 2x4 outputs per block, each
// thread 8 of the 64 products of every output; partials 2x4x8, then 4
// threads add pairs (2x4x4), then one thread.
// MATMUL: gpu.launch blocks({{.*}}) in ({{.*}} = %c32{{.*}}, {{.*}} = %c64{{.*}}, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c8{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}})
// MATMUL-DAG: memref.global "private" @{{.*}} : memref<2x4x8xf32, 3> {alignment = 16 : i64}
// MATMUL-DAG: memref.global "private" @{{.*}} : memref<2x4x4xf32, 3> {alignment = 16 : i64}

// Two threads: no second level (it would add one slot each).
// PAIR: memref.get_global @{{.*}} : memref<2x2xf32, 3>
// PAIR-NOT: memref.get_global
// PAIR: gpu.terminator

// 16 elements per thread: the row is taken in pieces of 4, 64 pieces apart
// (the cyclic layout of docs/SCHEDULES.md), 4 coalesced loads per thread.
// CYCLIC: %[[X:.*]] = memref.expand_shape %arg0 {{\[}}[0], [1, 2, 3]] output_shape [512, 4, 64, 4]
// CYCLIC: gpu.launch
// CYCLIC-COUNT-4: vector.load %[[X]][%{{.*}}, %c{{[0-3]}}, %{{.*}}, %c0] : memref<512x4x64x4xf32>, vector<4xf32>
// CYCLIC: gpu.terminator

// A reduction with a producer (GELU, then the row sum) splits by default
// (rows of 4096): each thread computes GELU on its own 128-bit loads
// (cyclic pieces of 4) as it reduces them; the row's sum is the output's,
// written by thread 0 to global memory (no shared result buffer).
// PRODUCER: module attributes {{.*}}cuda_agent.schedule = #cuda_agent.schedule<"block(1);split(256);fuse">}
// PRODUCER: %[[ROWS:.*]] = memref.expand_shape %arg0 {{.*}} into memref<256x4x256x4xf32>
// PRODUCER: gpu.launch
// PRODUCER: vector.load %[[ROWS]][%{{.*}}, %c0, %{{.*}}, %c0] : memref<256x4x256x4xf32>, vector<4xf32>
// PRODUCER: math.erf
// PRODUCER: vector.reduction <add>
// PRODUCER: gpu.barrier
// PRODUCER: %[[SUM:.*]] = vector.reduction <add>, %{{.*}}, %{{.*}} : vector<32xf32> into f32
// PRODUCER: vector.store %{{.*}}, %{{.*}}[%c0] : memref<1xf32, strided<[1], offset: ?>>, vector<1xf32>
// PRODUCER-NOT: memref<1xf32, 3>
// PRODUCER: memref.global "private" @{{.*}} : memref<1x256xf32, 3>
// PRODUCER-NEXT: memref.global "private" @{{.*}} : memref<1x32xf32, 3>
// PRODUCER-NEXT: {{^}}}

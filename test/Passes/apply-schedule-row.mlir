// Row kernels: reductions along each row whose results are used along the
// row again (softmax, RMS and layer norm). A block per row; every stage (each
// reduction, then the returned op) is split over the block's threads; the
// reductions' results live in shared memory; elementwise ops are recomputed
// in each stage that reads them.
// RUN: cuda-agent-opt %S/../Inputs/kernels/softmax.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(1);split(256)" \
// RUN:   | FileCheck %s --check-prefix=SOFTMAX
// RUN: cuda-agent-opt %S/../Inputs/kernels/rmsnorm.mlir \
// RUN:   --cuda-agent-apply-schedule | FileCheck %s --check-prefix=RMSNORM
// RUN: cuda-agent-opt %S/../Inputs/kernels/softmax.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(1);split(64)" \
// RUN:   | FileCheck %s --check-prefix=CYCLIC
// RUN: cuda-agent-opt %S/../Inputs/kernels/layernorm.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(2);split(128);fuse" \
// RUN:   | FileCheck %s --check-prefix=LAYERNORM
// RUN: cuda-agent-opt %S/../Inputs/kernels/row-variance.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(2);split(64)" \
// RUN:   | FileCheck %s --check-prefix=VARIANCE
// RUN: cuda-agent-opt %S/../Inputs/kernels/row-statistics.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(2);split(64)" \
// RUN:   | FileCheck %s --check-prefix=STATISTICS

// Softmax: fuse is implied. The row maximum: each of 256 threads reduces 4
// elements (one 128-bit load) into its slot, 32 threads combine 8 slots
// each, thread 0 writes the maximum to shared memory.
// SOFTMAX: module attributes {{.*}}cuda_agent.schedule = #cuda_agent.schedule<"block(1);split(256);fuse">}
// SOFTMAX: gpu.launch blocks({{.*}}) in ({{.*}} = %c512{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c256{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}})
// SOFTMAX: %[[MAX:.*]] = memref.get_global @[[MAXG:.*]] : memref<1xf32, 3>
// SOFTMAX: %[[X1:.*]] = vector.load %arg0[%{{.*}}, %{{.*}}] : memref<512x1024xf32>, vector<4xf32>
// SOFTMAX: vector.reduction <maximumf>, %[[X1]]
// SOFTMAX: gpu.barrier
// SOFTMAX: vector.reduction <maximumf>, %{{.*}} : vector<8xf32> into f32
// SOFTMAX: gpu.barrier
// SOFTMAX: vector.reduction <maximumf>, %{{.*}} : vector<32xf32> into f32
// SOFTMAX: vector.store %{{.*}}, %[[MAX]][%{{.*}}] : memref<1xf32, 3>, vector<1xf32>
// The row sum of exp(x - max), exp recomputed from x and the maximum after a
// barrier.
// SOFTMAX: %[[SUM:.*]] = memref.get_global @[[SUMG:.*]] : memref<1xf32, 3>
// SOFTMAX: gpu.barrier
// SOFTMAX: %[[X2:.*]] = vector.load %arg0[%{{.*}}, %{{.*}}] : memref<512x1024xf32>, vector<4xf32>
// SOFTMAX: vector.load %[[MAX]][%{{.*}}] : memref<1xf32, 3>, vector<1xf32>
// SOFTMAX: %[[E2:.*]] = math.exp %{{.*}} : vector<4xf32>
// SOFTMAX: vector.reduction <add>, %[[E2]]
// SOFTMAX: vector.reduction <add>, %{{.*}} : vector<32xf32> into f32
// SOFTMAX: vector.store %{{.*}}, %[[SUM]][%{{.*}}] : memref<1xf32, 3>, vector<1xf32>
// SOFTMAX: gpu.barrier
// The quotient: exp recomputed again, one 128-bit store per thread.
// SOFTMAX: vector.load %arg0[%{{.*}}, %{{.*}}] : memref<512x1024xf32>, vector<4xf32>
// SOFTMAX: %[[E3:.*]] = math.exp %{{.*}} : vector<4xf32>
// SOFTMAX: vector.load %[[SUM]][%{{.*}}] : memref<1xf32, 3>, vector<1xf32>
// SOFTMAX: arith.divf %[[E3]], %{{.*}} : vector<4xf32>
// SOFTMAX: vector.store %{{.*}} : memref<1x4xf32, strided<[1024, 1], offset: ?>>, vector<4xf32>
// SOFTMAX: gpu.terminator
// SOFTMAX-DAG: memref.global "private" @[[MAXG]] : memref<1xf32, 3> {alignment = 16 : i64}
// SOFTMAX-DAG: memref.global "private" @[[SUMG]] : memref<1xf32, 3> {alignment = 16 : i64}
// SOFTMAX-NOT: memref.alloc

// The default schedule of a row kernel: a row per block, 128 threads with 8
// elements each (two pieces of 4, 128 pieces apart); the rsqrt of the mean
// square, an op over the rows, is recomputed by every thread of the last
// stage.
// RMSNORM: module attributes {{.*}}cuda_agent.schedule = #cuda_agent.schedule<"block(1);split(128);fuse">}
// RMSNORM: gpu.launch blocks({{.*}}) in ({{.*}} = %c512{{.*}}) threads({{.*}}) in ({{.*}} = %c128{{.*}})
// RMSNORM: arith.mulf %{{.*}}, %{{.*}} : vector<4xf32>
// RMSNORM: vector.reduction <add>
// RMSNORM: gpu.barrier
// RMSNORM: math.rsqrt %{{.*}} : vector<1xf32>
// RMSNORM-COUNT-2: vector.store %{{.*}} : memref<1x2x1x4xf32, strided<[1024, 512, 4, 1], offset: ?>>, vector<4xf32>
// RMSNORM-NOT: memref.alloc

// Two rows per block: every shared buffer holds both rows' values; each
// thread takes 16 elements of each row.
// LAYERNORM: module attributes {{.*}}cuda_agent.schedule = #cuda_agent.schedule<"block(2);split(128);fuse">}
// LAYERNORM: gpu.launch blocks({{.*}}) in ({{.*}} = %c128{{.*}}) threads({{.*}}) in ({{.*}} = %c128{{.*}})
// LAYERNORM-COUNT-2: memref.get_global @{{.*}} : memref<2xf32, 3>
// LAYERNORM: gpu.terminator
// LAYERNORM-DAG: memref.global "private" @{{.*}} : memref<2x128xf32, 3> {alignment = 16 : i64}
// LAYERNORM-DAG: memref.global "private" @{{.*}} : memref<2x32xf32, 3> {alignment = 16 : i64}
// LAYERNORM-NOT: memref.alloc

// 64 threads, 16 elements each: the row's loop is expanded into (4 pieces
// per thread, 64 threads, 4 elements), so thread i loads pieces i, i + 64,
// ... (each warp access is 512 contiguous bytes), once for all three stages.
// CYCLIC: %[[X:.*]] = memref.expand_shape %arg0 {{\[}}[0], [1, 2, 3]] output_shape [512, 4, 64, 4] : memref<512x1024xf32> into memref<512x4x64x4xf32>
// CYCLIC: %[[Y:.*]] = memref.expand_shape %arg1 {{\[}}[0], [1, 2, 3]] output_shape [512, 4, 64, 4]
// CYCLIC: gpu.launch
// CYCLIC: vector.load %[[X]][%{{.*}}, %c0, %[[T:.*]], %c0] : memref<512x4x64x4xf32>, vector<4xf32>
// CYCLIC: vector.load %[[X]][%{{.*}}, %c1, %[[T]], %c0] : memref<512x4x64x4xf32>, vector<4xf32>
// CYCLIC: vector.load %[[X]][%{{.*}}, %c2, %[[T]], %c0] : memref<512x4x64x4xf32>, vector<4xf32>
// CYCLIC: vector.load %[[X]][%{{.*}}, %c3, %[[T]], %c0] : memref<512x4x64x4xf32>, vector<4xf32>
// CYCLIC: gpu.terminator

// A row kernel that returns a value per row (the variance): both
// reductions' results live in shared memory; after the last barrier one
// thread divides the block's two sums of squares and writes them out.
// VARIANCE: gpu.launch blocks({{.*}}) in ({{.*}} = %c128{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c64{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}})
// VARIANCE: arith.subf
// VARIANCE: vector.store %{{.*}}, %[[SQUARES:.*]][%c0] : memref<2xf32, 3>, vector<2xf32>
// VARIANCE-NEXT: }
// VARIANCE-NEXT: gpu.barrier
// VARIANCE-NEXT: %[[OUT:.*]] = memref.subview %arg1[%{{.*}}] [2] [1] : memref<256xf32> to memref<2xf32, strided<[1], offset: ?>>
// VARIANCE: %[[ONE:.*]] = arith.cmpi ult, %{{.*}}, %c1 : index
// VARIANCE-NEXT: scf.if %[[ONE]] {
// VARIANCE-NEXT: %[[SUMS:.*]] = vector.load %[[SQUARES]][%c0] : memref<2xf32, 3>, vector<2xf32>
// VARIANCE-NEXT: %[[VAR:.*]] = arith.divf %[[SUMS]], %{{.*}} : vector<2xf32>
// VARIANCE-NEXT: vector.store %[[VAR]], %[[OUT]][%c0]
// VARIANCE-NEXT: }
// VARIANCE-NEXT: gpu.terminator
// VARIANCE-COUNT-2: memref.global "private" @{{.*}} : memref<2xf32, 3>

// A row kernel that returns two values per row (GroupNorm's statistics: the
// mean and the rstd, one op of two results): one kernel; after the last
// barrier one thread computes both from the block's sums and writes each to
// its output.
// STATISTICS-COUNT-1: gpu.launch blocks({{.*}}) in ({{.*}} = %c128{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c64{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}})
// STATISTICS: %[[MEAN_OUT:.*]] = memref.subview %arg1[%{{.*}}] [2] [1]
// STATISTICS-NEXT: %[[RSTD_OUT:.*]] = memref.subview %arg2[%{{.*}}] [2] [1]
// STATISTICS: scf.if
// STATISTICS-NEXT: %[[SUMS:.*]] = vector.load %{{.*}}[%c0] : memref<2xf32, 3>, vector<2xf32>
// STATISTICS-NEXT: %[[SQUARES:.*]] = vector.load %{{.*}}[%c0] : memref<2xf32, 3>, vector<2xf32>
// STATISTICS-NEXT: %[[MEAN:.*]] = arith.divf %[[SUMS]]
// STATISTICS: %[[RSTD:.*]] = math.rsqrt
// STATISTICS-NEXT: vector.store %[[MEAN]], %[[MEAN_OUT]][%c0]
// STATISTICS-NEXT: vector.store %[[RSTD]], %[[RSTD_OUT]][%c0]
// STATISTICS-NEXT: }
// STATISTICS-NEXT: gpu.terminator
// STATISTICS-NOT: gpu.launch

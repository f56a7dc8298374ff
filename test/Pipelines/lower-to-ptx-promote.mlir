// promote(0,1) through cuda-agent-lower-to-ptx: A and B tiles staged in
// shared memory with 128-bit copies and barriers, the C tile carried in
// registers across the K loop (cuda-agent-hoist-accumulators).

// RUN: rm -rf %t && mkdir -p %t
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-128x64.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(64,64);thread(4,4);reduce(16);promote(0,1)" \
// RUN:   --cuda-agent-lower-to-ptx --cuda-agent-export-kernels=output-dir=%t > /dev/null
// RUN: FileCheck %s --input-file=%t/matmul_kernel.ptx --check-prefix=PTX
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-128x64.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(64,64);thread(4,4);reduce(16);promote(0,1)" \
// RUN:   --loop-invariant-code-motion --cse --cuda-agent-hoist-accumulators \
// RUN:   | FileCheck %s --check-prefix=LOOP

// PTX: .target sm_90a
// Two 4 KiB staging buffers (64x16 and 16x64 f32).
// PTX-DAG: .shared .align 16 .b8 [[A:.*]][4096];
// PTX-DAG: .shared .align 16 .b8 [[B:.*]][4096];
// The K loop: each thread stores one 16-byte piece of each tile, a
// barrier, then 128-bit reads of the staged rows.
// PTX: st.shared.v4.b32
// PTX: st.shared.v4.b32
// PTX: bar.sync 0;
// PTX: ld.shared.v4.b32
// PTX: fma.rn.f32
// PTX: bar.sync 0;
// PTX-NOT: ld.shared.b32
// PTX-NOT: ld.shared.f32

// The four rows of the thread's 4x4 C tile are loop-carried vectors: loaded
// once before the K loop, stored once after it.
// LOOP: %[[C:.*]]:4 = scf.for %{{.*}} = %c0 to %c64 step %c16 iter_args({{.*}}) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
// LOOP-NOT: vector.store {{.*}} memref<4x4xf32
// LOOP: scf.yield
// LOOP-COUNT-4: vector.store %[[C]]#{{[0-3]}}

// The PTX assembles for the H200.
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t/matmul_kernel.ptx -o %t/matmul_kernel.cubin %}

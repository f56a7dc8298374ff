// A softmax row kernel through cuda-agent-lower-to-ptx: one block per row,
// three stages over the row (maximum, sum of exponentials, quotients) on one
// 128-bit load per thread (kept in registers across the barriers), the
// row's maximum and sum combined in shared memory between barriers, one
// 128-bit store per thread.

// RUN: rm -rf %t && mkdir -p %t
// RUN: cuda-agent-opt %S/../Inputs/kernels/softmax.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(1);split(256);fuse" \
// RUN:   --cuda-agent-lower-to-ptx --cuda-agent-export-kernels=output-dir=%t > /dev/null
// RUN: FileCheck %s --input-file=%t/softmax_kernel.ptx
// RUN: FileCheck %s --input-file=%t/launch.json --check-prefix=PLAN

// CHECK: .maxntid 256, 1, 1
// Per reduction: its result, 256 partial results, 32 partial results.
// CHECK-COUNT-2: .shared .align {{[0-9]+}} .b8 {{[a-z_0-9$]+}}[4];
// CHECK-DAG: .shared .align {{[0-9]+}} .b8 {{[a-z_0-9]+}}[1024];
// CHECK-DAG: .shared .align {{[0-9]+}} .b8 {{[a-z_0-9]+}}[128];
// The maximum: the thread's 4 elements, loaded once.
// CHECK: bar.sync 0;
// CHECK: ld.global.v4.b32
// CHECK: max.NaN.f32
// CHECK: bar.sync 0;
// The sum of exp(x - max) from the same registers.
// CHECK: bar.sync 0;
// CHECK-NOT: ld.global
// CHECK-COUNT-4: ex2.approx
// CHECK: bar.sync 0;
// The quotients: exponentials recomputed, no buffer for them.
// CHECK-NOT: ld.global
// CHECK-COUNT-4: ex2.approx
// CHECK: div.rn.f32
// CHECK: st.global.v4.b32
// CHECK-NOT: ld.global
// CHECK-NOT: malloc

// PLAN: "block": [
// PLAN-NEXT: 256,
// PLAN: "grid": [
// PLAN-NEXT: 512,

// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t/softmax_kernel.ptx -o %t/softmax_kernel.cubin %}

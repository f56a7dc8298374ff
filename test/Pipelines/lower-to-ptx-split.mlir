// split(256) of a row sum through cuda-agent-lower-to-ptx: one block per
// row, coalesced 128-bit loads, partial results in shared memory combined
// between barriers, one 32-bit store of the row's sum.

// RUN: rm -rf %t && mkdir -p %t
// RUN: cuda-agent-opt %S/../Inputs/kernels/row-sum.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(1);split(256)" \
// RUN:   --cuda-agent-lower-to-ptx --cuda-agent-export-kernels=output-dir=%t > /dev/null
// RUN: FileCheck %s --input-file=%t/rowsum_kernel.ptx
// RUN: FileCheck %s --input-file=%t/launch.json --check-prefix=PLAN

// CHECK: .maxntid 256, 1, 1
// The two partial-result buffers: 256 and 32 floats.
// CHECK-DAG: .shared .align {{[0-9]+}} .b8 {{[a-z_0-9]+}}[1024];
// CHECK-DAG: .shared .align {{[0-9]+}} .b8 {{[a-z_0-9]+}}[128];
// Each thread: its slot zeroed, one 128-bit load of its 4 elements, the slot
// updated.
// CHECK: st.shared.b32
// CHECK: bar.sync 0;
// CHECK: ld.global.v4.b32
// CHECK: st.shared.b32
// Threads 0..31 add 8 slots each (two 128-bit shared loads).
// CHECK: setp.gt.u32 {{.*}}, 31;
// CHECK: bar.sync 0;
// CHECK: ld.shared.v4.b32
// CHECK: ld.shared.v4.b32
// CHECK: bar.sync 0;
// Thread 0 adds the 32 and stores the sum.
// CHECK: setp.ne.b32 {{.*}}, 0;
// CHECK-COUNT-8: ld.shared.v4.b32
// CHECK: st.global.b32
// CHECK-NOT: ld.global

// PLAN: "block": [
// PLAN-NEXT: 256,
// PLAN: "grid": [
// PLAN-NEXT: 512,

// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t/rowsum_kernel.ptx -o %t/rowsum_kernel.cubin %}

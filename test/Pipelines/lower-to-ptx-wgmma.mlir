// wgmma through cuda-agent-lower-to-ptx: Hopper tensor-core PTX for sm_90a.
// Thread 0 loads the tiles with TMA (cp.async.bulk.tensor, completing on
// mbarriers), the warpgroups multiply with wgmma.mma_async m64n256k16. The
// launch plan carries the kernel's dynamic shared memory and, for A and B,
// the TMA descriptors the runtime encodes over their buffers; the kernel
// takes pointers to them.

// RUN: rm -rf %t && mkdir -p %t
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-f16-512.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=wgmma" \
// RUN:   --cuda-agent-lower-to-ptx --cuda-agent-export-kernels=output-dir=%t 2>&1 > /dev/null \
// RUN:   | FileCheck %s --check-prefix=DIAGNOSTICS --allow-empty
// RUN: FileCheck %s --input-file=%t/matmul_kernel.ptx --check-prefix=PTX
// RUN: FileCheck %s --input-file=%t/launch.json --check-prefix=PLAN

// DIAGNOSTICS-NOT: error

// PTX: .target sm_90a
// PTX: .extern .shared .align 1024 .b8 __cuda_agent_dynamic_shared_memory[];
// PTX: .entry matmul_kernel(
// PTX-NEXT: .param .u64 .ptr .align 1 matmul_kernel_param_0,
// PTX: mbarrier.init.shared.b64
// PTX: prefetch.tensormap
// PTX: mbarrier.arrive.expect_tx.shared.b64
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// PTX: mbarrier.try_wait.parity.shared.b64
// PTX: wgmma.fence.sync.aligned
// PTX: wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16
// PTX: wgmma.commit_group.sync.aligned
// PTX: wgmma.wait_group.sync.aligned 1
// PTX: wgmma.wait_group.sync.aligned 0
// The epilogue through shared memory, 16 bytes a thread.
// PTX: ld.shared.v4.b32
// PTX: st.global.v4.b32
// PTX-NOT: .local

// PLAN: "args": [
// PLAN-NEXT: {
// PLAN-NEXT: "bytes": 1048576,
// PLAN-NEXT: "dtype": "f32",
// PLAN-NEXT: "host_arg": 2,
// PLAN-NEXT: "shape": [
// PLAN-NEXT: 512,
// PLAN-NEXT: 512
// PLAN-NEXT: ]
// PLAN-NEXT: },
// PLAN-NEXT: {
// PLAN-NEXT: "bytes": 524288,
// PLAN-NEXT: "dtype": "f16",
// PLAN-NEXT: "host_arg": 0,
// PLAN: "tensor_map": {
// PLAN-NEXT: "box": [
// PLAN-NEXT: 128,
// PLAN-NEXT: 64
// PLAN-NEXT: ],
// PLAN-NEXT: "interleave_bytes": 0,
// PLAN-NEXT: "l2_promotion_bytes": 256,
// PLAN-NEXT: "out_of_bounds_nan": false,
// PLAN-NEXT: "swizzle_bytes": 128
// PLAN: "host_arg": 1,
// PLAN: "tensor_map": {
// PLAN-NEXT: "box": [
// PLAN-NEXT: 64,
// PLAN-NEXT: 64
// PLAN: "block": [
// PLAN-NEXT: 256,
// PLAN: "dynamic_shared_memory": 196608,
// PLAN: "schedule": "block(128,256);reduce(64);pipeline(4);wgmma"

// The PTX assembles for the H200.
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t/matmul_kernel.ptx -o %t/matmul_kernel.cubin %}

// bf16: the same kernel with bf16 multiplicands.
// RUN: sed 's/xf16/xbf16/g' %S/../Inputs/kernels/matmul-f16-512.mlir > %t/matmul-bf16.mlir
// RUN: cuda-agent-opt %t/matmul-bf16.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(64,128);pipeline(3);wgmma" \
// RUN:   --cuda-agent-lower-to-ptx --cuda-agent-export-kernels=output-dir=%t/bf16 > /dev/null
// RUN: FileCheck %s --input-file=%t/bf16/matmul_kernel.ptx --check-prefix=BF16
// BF16: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t/bf16/matmul_kernel.ptx -o %t/bf16/matmul_kernel.cubin %}

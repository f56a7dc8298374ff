// A fill+matmul tiled for the GPU with upstream Transform-dialect ops (the
// example schedule), lowered to PTX for sm_90a, exported with its launch plan.

// RUN: rm -rf %t && mkdir -p %t
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-128x64.mlir \
// RUN:   --transform-preload-library=transform-library-paths=%examples/matmul.schedule.mlir \
// RUN:   --transform-interpreter --cuda-agent-lower-to-ptx \
// RUN:   --cuda-agent-export-kernels=output-dir=%t | FileCheck %s --check-prefix=MLIR
// RUN: FileCheck %s --input-file=%t/matmul_kernel.ptx --check-prefix=PTX
// RUN: FileCheck %s --input-file=%t/launch.json --check-prefix=PLAN

// The host side is LLVM; the kernel is a gpu.binary holding PTX.
// MLIR: module attributes {cuda_agent.launches = [#cuda_agent.launch<@matmul_kernel::@matmul_kernel, grid = [2, 2, 1], block = [16, 16, 1], args = [memref<128x128xf32>, memref<128x64xf32>, memref<64x128xf32>], host_args = [2, 0, 1]>]
// MLIR: llvm.func @matmul(
// MLIR: gpu.launch_func @matmul_kernel::@matmul_kernel
// MLIR-SAME: args(%{{.*}} : !llvm.ptr, %{{.*}} : !llvm.ptr, %{{.*}} : !llvm.ptr)
// MLIR: gpu.binary @matmul_kernel [#gpu.object<#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">

// PTX: .version 8.0
// PTX: .target sm_90a
// PTX: .visible .entry matmul_kernel(
// PTX-NEXT: .param .u64 .ptr .align 1 matmul_kernel_param_0,
// PTX-NEXT: .param .u64 .ptr .align 1 matmul_kernel_param_1,
// PTX-NEXT: .param .u64 .ptr .align 1 matmul_kernel_param_2
// PTX: .maxntid 16, 16, 1
// Rows of 4 (B, C) and 8 (A) floats at 16-byte aligned offsets: 128-bit
// accesses (cuda-agent-align-vector-accesses), no scalar ones.
// PTX-NOT: ld.global.b32
// PTX: ld.global.v4.b32
// PTX: fma.rn.f32
// PTX: st.global.v4.b32

// PLAN: "calling_convention": "bare_ptr",
// PLAN: "code": "matmul_kernel.ptx",
// PLAN: "kernel": "matmul_kernel",
// PLAN: "version": 1

// The PTX assembles for the H200.
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t/matmul_kernel.ptx -o %t/matmul_kernel.cubin %}

// The float64 reference of a kernel: upstream's schedule-free GPU path
// (parallel loops, one thread per output element, serial reductions) in
// double precision, lowered to PTX with its launch plan.

// RUN: rm -rf %t && mkdir -p %t
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-128x64.mlir --cuda-agent-reference-to-ptx \
// RUN:   --cuda-agent-export-kernels=output-dir=%t > /dev/null
// RUN: cat %t/*.ptx | FileCheck %s
// RUN: FileCheck %s --input-file=%t/launch.json --check-prefix=PLAN

// Two kernels: the fill, then one thread per output accumulating over K in
// f64 (loads of 8 bytes, f64 multiply and add).
// CHECK: .entry matmul_kernel(
// CHECK: st.global.b64
// CHECK: .entry matmul_kernel(
// CHECK: ld.global.b64
// CHECK: mul.rn.f64
// CHECK: add.rn.f64
// CHECK-NOT: .f32

// Blocks of 128 threads along the 128 columns (at most 256; no idle
// threads for a shorter row), f64 buffers.
// PLAN: "args": [
// PLAN: "bytes": 131072,
// PLAN-NEXT: "dtype": "f64",
// PLAN: "block": [
// PLAN-NEXT: 128,
// PLAN: "code": "matmul_kernel.ptx",
// PLAN: "code": "matmul_kernel_0.ptx",

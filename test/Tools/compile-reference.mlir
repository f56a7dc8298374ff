// cuda-agent compile writes the kernel's plan and, next to it, the float64
// reference plan cuda-agent-launch checks it against (--reference=plan).
// RUN: rm -rf %t && %cuda-agent compile %S/../Inputs/kernels/gelu.mlir \
// RUN:   --schedule "block(1,256);thread(0,2)" -o %t
// RUN: FileCheck %s --input-file=%t/launch.json --check-prefix=KERNEL
// RUN: FileCheck %s --input-file=%t/reference/launch.json --check-prefix=REFERENCE
// RUN: rm -rf %t.none && %cuda-agent compile %S/../Inputs/kernels/gelu.mlir -o %t.none --reference=false
// RUN: not ls %t.none/reference
// RUN: rm -rf %t.tf32 && sed 's/xf16/xf32/g' %S/../Inputs/kernels/matmul-f16.mlir > %t.f32.mlir
// RUN: %cuda-agent compile %t.f32.mlir --schedule "mma;promote(0,1);tf32" -o %t.tf32
// RUN: FileCheck %s --input-file=%t.tf32/launch.json --check-prefix=TF32
// RUN: FileCheck %s --input-file=%t/launch.json --check-prefix=KERNEL-NOT-TF32

// The work counted on the linalg op: 256 x 1024 iterations of 9 float ops
// (the tanh is one), no reduction.
// KERNEL: "flops": 2359296,
// KERNEL: "dtype": "f32",
// KERNEL: "reduction_length": 0,
// KERNEL: "schedule": "block(1,256);thread(0,2)"
// KERNEL-NOT-TF32-NOT: tf32_products
// Products rounded to tf32: the plan says so (the check's tolerance).
// TF32: "reduction_length": 64,
// TF32: "schedule": "block(128,64);thread(64,32);reduce(32);promote(0,1);mma;tf32",
// TF32-NEXT: "tf32_products": true
// The same host arguments, in float64, without a schedule.
// REFERENCE: "dtype": "f64",
// REFERENCE-NEXT: "host_arg": 0,
// REFERENCE-NEXT: "shape": [
// REFERENCE-NEXT: 256,
// REFERENCE-NEXT: 1024
// REFERENCE: "dtype": "f64",
// REFERENCE-NEXT: "host_arg": 1,
// REFERENCE-NOT: "schedule"

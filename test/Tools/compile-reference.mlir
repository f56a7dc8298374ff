// cuda-agent compile writes the kernel's plan and, next to it, the float64
// reference plan cuda-agent-launch checks it against (--reference=plan).
// RUN: rm -rf %t && %cuda-agent compile %S/../Inputs/kernels/gelu.mlir \
// RUN:   --schedule "block(1,256);thread(0,2)" -o %t
// RUN: FileCheck %s --input-file=%t/launch.json --check-prefix=KERNEL
// RUN: FileCheck %s --input-file=%t/reference/launch.json --check-prefix=REFERENCE
// RUN: rm -rf %t.none && %cuda-agent compile %S/../Inputs/kernels/gelu.mlir -o %t.none --reference=false
// RUN: not ls %t.none/reference

// The work counted on the linalg op: 256 x 1024 iterations of 9 float ops
// (the tanh is one), no reduction.
// KERNEL: "flops": 2359296,
// KERNEL: "dtype": "f32",
// KERNEL: "reduction_length": 0,
// KERNEL: "schedule": "block(1,256);thread(0,2)"
// The same host arguments, in float64, without a schedule.
// REFERENCE: "dtype": "f64",
// REFERENCE-NEXT: "host_arg": 0,
// REFERENCE-NEXT: "shape": [
// REFERENCE-NEXT: 256,
// REFERENCE-NEXT: 1024
// REFERENCE: "dtype": "f64",
// REFERENCE-NEXT: "host_arg": 1,
// REFERENCE-NOT: "schedule"

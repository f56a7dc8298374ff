// Tensor cores on the GPU: f16 and bf16 matmuls into f32 with mma.sync,
// with and without shared-memory staging, checked against the float64
// reference on inputs rounded to the kernel's type.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-f16.mlir --db= --schedule "mma;promote(0,1)" --json | FileCheck %s --check-prefix=PROMOTE
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-f16.mlir --db= --schedule "block(64,128);thread(32,64);reduce(16);mma" --json | FileCheck %s --check-prefix=GLOBAL
// RUN: sed 's/xf16/xbf16/g' %S/../Inputs/kernels/matmul-f16.mlir > %t/matmul-bf16.mlir
// RUN: %cuda-agent run %t/matmul-bf16.mlir --db= --schedule "mma;promote(0,1)" --json | FileCheck %s --check-prefix=BF16
// PROMOTE: "correct": true,
// PROMOTE: "failure": null,
// PROMOTE: "schedule": "block(128,128);thread(64,64);reduce(32);promote(0,1);mma",
// PROMOTE: "tolerance": 0.0001
// GLOBAL: "correct": true,
// GLOBAL: "failure": null,
// BF16: "correct": true,
// BF16: "failure": null,

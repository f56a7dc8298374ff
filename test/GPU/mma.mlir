// Tensor cores on the GPU: f16 and bf16 matmuls into f32 with mma.sync,
// with and without shared-memory staging, checked against the float64
// reference on inputs rounded to the kernel's type; f32 matmuls on tf32,
// split into three products (f32's tolerance, and an error of f32's size
// over K = 8192) or, with tf32, rounded once (tf32's tolerance).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-f16.mlir --db= --schedule "mma;promote(0,1)" --json | FileCheck %s --check-prefix=PROMOTE
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-f16.mlir --db= --schedule "block(64,128);thread(32,64);reduce(16);mma" --json | FileCheck %s --check-prefix=GLOBAL
// RUN: sed 's/xf16/xbf16/g' %S/../Inputs/kernels/matmul-f16.mlir > %t/matmul-bf16.mlir
// RUN: %cuda-agent run %t/matmul-bf16.mlir --db= --schedule "mma;promote(0,1)" --json | FileCheck %s --check-prefix=BF16
// RUN: sed 's/xf16/xf32/g' %S/../Inputs/kernels/matmul-f16.mlir > %t/matmul-f32.mlir
// RUN: %cuda-agent run %t/matmul-f32.mlir --db= --schedule "mma;promote(0,1)" --json | FileCheck %s --check-prefix=F32
// RUN: %cuda-agent run %t/matmul-f32.mlir --db= --schedule "block(64,128);thread(32,64);reduce(16);mma" --json | FileCheck %s --check-prefix=F32-GLOBAL
// RUN: %cuda-agent run %t/matmul-f32.mlir --db= --schedule "mma;promote(0,1);tf32" --json | FileCheck %s --check-prefix=TF32
// RUN: sed 's/bf16/f32/g' %S/../Inputs/kernels/matmul-bf16-long-k.mlir > %t/matmul-f32-long-k.mlir
// RUN: %cuda-agent run %t/matmul-f32-long-k.mlir --db= --schedule "block(64,64);thread(32,32);reduce(16);promote(0,1);pipeline(3);mma" --json | FileCheck %s --check-prefix=F32-LONGK
// RUN: %cuda-agent run %t/matmul-f32-long-k.mlir --db= --schedule "block(64,64);thread(32,32);reduce(16);promote(0,1);pipeline(3);mma;tf32" --json | FileCheck %s --check-prefix=TF32-LONGK
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-bias-relu.mlir --db= --schedule "block(64,128);thread(32,64);reduce(16);promote(0,1);pipeline(2);mma" --json | FileCheck %s --check-prefix=EPILOGUE
// RUN: sed 's/xf16/xbf16/g' %S/../Inputs/kernels/matmul-f16.mlir | sed 's/return %product/%r = linalg.tanh ins(%product : tensor<256x128xf32>) outs(%C : tensor<256x128xf32>) -> tensor<256x128xf32>\n  return %r/' > %t/matmul-bf16-exp.mlir
// RUN: %cuda-agent run %t/matmul-bf16-exp.mlir --db= --schedule "mma;promote(0,1);pipeline(2)" --json | FileCheck %s --check-prefix=EPILOGUE-BF16
// PROMOTE: "correct": true,
// PROMOTE: "failure": null,
// PROMOTE: "schedule": "block(128,128);thread(64,64);reduce(32);promote(0,1);mma",
// PROMOTE: "tolerance": 0.0001
// GLOBAL: "correct": true,
// GLOBAL: "failure": null,
// BF16: "correct": true,
// BF16: "failure": null,
// F32: "correct": true,
// F32: "failure": null,
// F32: "schedule": "block(128,64);thread(64,32);reduce(32);promote(0,1);mma",
// F32: "tolerance": 0.0001
// F32-GLOBAL: "correct": true,
// F32-GLOBAL: "failure": null,
// TF32: "correct": true,
// TF32: "failure": null,
// TF32: "schedule": "block(128,64);thread(64,32);reduce(32);promote(0,1);mma;tf32",
// TF32: "tolerance": 0.002
// Three tf32 products: a relative error of f32's size (1e-6 or less), where
// one rounded product leaves about 4e-4.
// F32-LONGK: "correct": true,
// F32-LONGK: "rel_l2_err": {{[0-9.]+e-(0[6-9]|[1-9][0-9])}},
// TF32-LONGK: "correct": true,
// TF32-LONGK: "rel_l2_err": {{0\.000[1-9][0-9]*}},
// An epilogue (bias and ReLU; tanh of a bf16 product) as a second kernel on
// the contraction's result.
// EPILOGUE: "correct": true,
// EPILOGUE: "failure": null,
// EPILOGUE: "schedule": "block(64,128);thread(32,64);reduce(16);promote(0,1);pipeline(2);fuse;mma",
// EPILOGUE-BF16: "correct": true,
// EPILOGUE-BF16: "failure": null,

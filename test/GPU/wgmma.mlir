// Hopper tensor cores on the GPU: f16 and bf16 matmuls into f32 or their
// own type with TMA loads and wgmma, checked against the float64 reference
// on inputs rounded to the kernel's type; 8 K steps through 2 to 4 stages
// (each stage's mbarrier completes phases 0 and 1 and again), one to four
// warpgroups, B tiles of 1, 2 and 4 boxes, C through shared memory (256x128
// in 2 stages: more shared memory than the stages take), a block tile that
// is the whole output. B as N x K (K contiguous, as x @ W.T): f16 read
// K-major, f32 as three tf32 products (3xTF32) of each step summed from
// zero and added in f32 (A in registers where they hold it, else from
// shared memory: four warpgroups), alone and with an epilogue (bias,
// ReLU) run in the GEMM's launch on the product staged in shared memory;
// a bf16 linear layer with its bias and GELU so fused;
// f32 with B as K x N transposed in shared memory; batches of f32 matmuls
// (B either way, a fused scale).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-f16-512.mlir --db= --schedule "wgmma" --json | FileCheck %s --check-prefix=DEFAULT
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-f16-512.mlir --db= --schedule "block(64,256);pipeline(2);wgmma" --json | FileCheck %s --check-prefix=WIDE
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-f16-512.mlir --db= --schedule "block(128,64);pipeline(3);wgmma" --json | FileCheck %s --check-prefix=NARROW
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-f16-512.mlir --db= --schedule "block(256,128);pipeline(2);wgmma" --json | FileCheck %s --check-prefix=STAGED
// RUN: sed 's/xf16/xbf16/g' %S/../Inputs/kernels/matmul-f16-512.mlir > %t/matmul-bf16.mlir
// RUN: %cuda-agent run %t/matmul-bf16.mlir --db= --schedule "wgmma" --json | FileCheck %s --check-prefix=BF16
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-bf16-out-512.mlir --db= --schedule "block(256,128);pipeline(2);wgmma" --json | FileCheck %s --check-prefix=BF16OUT
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-bf16-64x256.mlir --db= --schedule "wgmma" --json | FileCheck %s --check-prefix=WHOLE
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-bf16-long-k.mlir --db= --schedule "block(64,64);wgmma" --json | FileCheck %s --check-prefix=LONGK
// RUN: sed 's/bf16/f16/g' %S/../Inputs/kernels/matmul-bf16-out-512.mlir > %t/matmul-f16-out.mlir
// RUN: %cuda-agent run %t/matmul-f16-out.mlir --db= --schedule "block(64,256);pipeline(3);wgmma" --json | FileCheck %s --check-prefix=F16OUT
// RUN: sed 's/f32/f16/g' %S/../Inputs/kernels/matmul-nk.mlir > %t/matmul-nk-f16.mlir
// RUN: %cuda-agent run %t/matmul-nk-f16.mlir --db= --schedule "block(128,128);pipeline(3);wgmma" --json | FileCheck %s --check-prefix=F16NK
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-nk.mlir --db= --schedule "wgmma" --json | FileCheck %s --check-prefix=F32NK
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-nk.mlir --db= --schedule "block(64,128);pipeline(4);wgmma" --json | FileCheck %s --check-prefix=F32NK-ONE
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-nk.mlir --db= --schedule "block(256,64);pipeline(2);wgmma" --json | FileCheck %s --check-prefix=F32NK-FOUR
// RUN: sed 's/256x512/128x8192/g; s/256x256/128x128/g' %S/../Inputs/kernels/matmul-nk.mlir > %t/matmul-nk-long-k.mlir
// RUN: %cuda-agent run %t/matmul-nk-long-k.mlir --db= --schedule "block(64,64);wgmma" --json | FileCheck %s --check-prefix=F32NK-LONGK
// RUN: sed 's/256x512/256x480/g' %S/../Inputs/kernels/matmul-nk.mlir > %t/matmul-nk-odd-steps.mlir
// RUN: %cuda-agent run %t/matmul-nk-odd-steps.mlir --db= --schedule "block(128,128);pipeline(3);wgmma" --json | FileCheck %s --check-prefix=F32NK-ODD
// RUN: %cuda-agent run %S/../Inputs/kernels/linear-relu-f32.mlir --db= --schedule "wgmma" --json | FileCheck %s --check-prefix=LINEAR
// RUN: %cuda-agent run %S/../Inputs/kernels/linear-gelu-bf16.mlir --db= --schedule "wgmma" --json | FileCheck %s --check-prefix=LINEAR-BF16
// RUN: sed 's/f16/f32/g' %S/../Inputs/kernels/matmul-f16-512.mlir > %t/matmul-f32.mlir
// RUN: %cuda-agent run %t/matmul-f32.mlir --db= --schedule "wgmma" --json | FileCheck %s --check-prefix=F32KN
// RUN: %cuda-agent run %t/matmul-f32.mlir --db= --schedule "block(64,128);pipeline(3);wgmma" --json | FileCheck %s --check-prefix=F32KN-ONE
// RUN: %cuda-agent run %t/matmul-f32.mlir --db= --schedule "block(128,64);pipeline(2);wgmma" --json | FileCheck %s --check-prefix=F32KN-NARROW
// RUN: sed 's/bf16/f32/g' %S/../Inputs/kernels/matmul-bf16-long-k.mlir > %t/matmul-f32-long-k.mlir
// RUN: %cuda-agent run %t/matmul-f32-long-k.mlir --db= --schedule "block(64,64);wgmma" --json | FileCheck %s --check-prefix=F32KN-LONGK
// RUN: %cuda-agent run %S/../Inputs/kernels/batch-matmul.mlir --db= --schedule "wgmma" --json | FileCheck %s --check-prefix=BMM
// RUN: %cuda-agent run %S/../Inputs/kernels/batch-matmul.mlir --db= --schedule "block(1,64,128);pipeline(2);wgmma" --json | FileCheck %s --check-prefix=BMM-ONE
// RUN: sed 's/8x128x64/4x128x1024/g; s/8x64x256/4x1024x256/g; s/8x128x256/4x128x256/g' %S/../Inputs/kernels/batch-matmul.mlir > %t/bmm-long-k.mlir
// RUN: %cuda-agent run %t/bmm-long-k.mlir --db= --schedule "block(1,64,64);wgmma" --json | FileCheck %s --check-prefix=BMM-LONGK
// RUN: %cuda-agent run %S/../Inputs/kernels/attention-scores.mlir --db= --schedule "wgmma" --json | FileCheck %s --check-prefix=BMM-NK
// F16NK: "correct": true,
// F16NK: "failure": null,
// F32NK: "correct": true,
// F32NK: "failure": null,
// F32NK: "schedule": "block(128,128);reduce(32);pipeline(3);wgmma",
// F32NK: "tolerance": 0.0001
// F32NK-ONE: "correct": true,
// F32NK-ONE: "failure": null,
// F32NK-FOUR: "correct": true,
// F32NK-FOUR: "failure": null,
// 15 K steps (an odd count) with 3 stages.
// F32NK-ODD: "correct": true,
// F32NK-ODD: "failure": null,
// Three tf32 products over K = 8192: an error of f32's size.
// F32NK-LONGK: "correct": true,
// F32NK-LONGK: "rel_l2_err": {{[0-9.]+e-(0[6-9]|[1-9][0-9])}},
// B as K x N of f32: its tf32 part and rest transposed in shared memory.
// F32KN: "correct": true,
// F32KN: "failure": null,
// F32KN: "schedule": "block(128,128);reduce(32);pipeline(2);wgmma",
// F32KN-ONE: "correct": true,
// F32KN-ONE: "failure": null,
// F32KN-NARROW: "correct": true,
// F32KN-NARROW: "failure": null,
// F32KN-LONGK: "correct": true,
// F32KN-LONGK: "rel_l2_err": {{[0-9.]+e-(0[6-9]|[1-9][0-9])}},
// Batches (the grid's z) through 3-D TMA boxes of one matrix: B as K x N
// (torch.bmm), and as N x K with a fused scale (attention scores).
// BMM: "correct": true,
// BMM: "failure": null,
// BMM: "schedule": "block(1,128,128);reduce(32);pipeline(2);wgmma",
// BMM-ONE: "correct": true,
// BMM-ONE: "failure": null,
// BMM-LONGK: "correct": true,
// BMM-LONGK: "failure": null,
// BMM-NK: "correct": true,
// BMM-NK: "failure": null,
// BMM-NK: "schedule": "block(1,128,128);reduce(32);pipeline(3);fuse;wgmma",
// LINEAR: "correct": true,
// LINEAR: "failure": null,
// LINEAR: "schedule": "block(128,128);reduce(32);pipeline(3);fuse;wgmma",
// LINEAR-BF16: "correct": true,
// LINEAR-BF16: "failure": null,
// LINEAR-BF16: "schedule": "block(128,192);reduce(64);pipeline(4);fuse;wgmma",
// DEFAULT: "correct": true,
// DEFAULT: "failure": null,
// DEFAULT: "schedule": "block(128,256);reduce(64);pipeline(4);wgmma",
// WIDE: "correct": true,
// WIDE: "failure": null,
// STAGED: "correct": true,
// STAGED: "failure": null,
// NARROW: "correct": true,
// NARROW: "failure": null,
// BF16: "correct": true,
// BF16: "failure": null,
// Over K = 8192: the default schedule's FMA code (the baseline) sums in
// f32 too and passes its check (a baseline off the tolerance is still the
// speed reference, with a note: HarnessTest's planted wrong baseline).
// LONGK: "baseline_note": null,
// LONGK: "baseline_us": {{[0-9]}}
// LONGK: "correct": true,
// LONGK: "failure": null,
// WHOLE: "correct": true,
// WHOLE: "failure": null,
// BF16OUT: "correct": true,
// BF16OUT: "failure": null,
// F16OUT: "correct": true,
// F16OUT: "failure": null,

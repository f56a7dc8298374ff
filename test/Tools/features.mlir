// cuda-agent features: the RL environment's observation of a kernel under a
// schedule (docs/ENV.md), by name and as the policy's vector.
// RUN: %cuda-agent features %S/../Inputs/kernels/matmul-128x64.mlir \
// RUN:   --schedule "block(64,64);thread(4,4);reduce(8);promote(0,1)" | FileCheck %s
// CHECK: "family": "contraction",
// 64x64 tiles of 4x4 per thread: 16x16 threads, a 2x2 grid; both operands
// staged (64x8 floats each: 4 KiB).
// CHECK: "block0_log2_tile": 6,
// CHECK: "family_contraction": 1,
// CHECK: "log2_blocks": 2,
// CHECK: "log2_flops": 21,
// CHECK: "log2_outputs_per_thread": 4,
// CHECK: "log2_shared_bytes": 12,
// CHECK: "log2_threads_per_block": 8,
// CHECK: "next_is_pipeline": 1,
// CHECK: "promoted0": 1,
// CHECK: "promoted1": 1,
// CHECK: "schedule": "block(64,64);thread(4,4);reduce(8);promote(0,1)",
// CHECK: "vector": [

// wgmma's defaults on an f16 matmul into f32: 128x256 blocks of two
// warpgroups, 4 stages of 48 KiB.
// RUN: %cuda-agent features %S/../Inputs/kernels/matmul-f16-512.mlir \
// RUN:   --schedule "wgmma" | FileCheck %s --check-prefix=WGMMA
// WGMMA: "block0_log2_tile": 7,
// WGMMA: "block1_log2_tile": 8,
// WGMMA: "element_bits": 32,
// WGMMA: "engine_mma": 0,
// WGMMA: "engine_wgmma": 1,
// WGMMA: "has_wgmma": 1,
// WGMMA: "input_element_bits": 16,
// WGMMA: "log2_pipeline_stages": 2,
// WGMMA: "log2_shared_bytes": 17.58
// WGMMA: "log2_threads_per_block": 8,
// WGMMA: "next_is_mma": 1,

// wgmma on a batch matmul of f32 (B as K x N): 128x128 blocks of one batch
// (the batch loop leads the block tiles), 2 stages of 80 KiB (A and its
// rest, B, its tf32 part transposed and its rest): 160 KiB.
// RUN: %cuda-agent features %S/../Inputs/kernels/batch-matmul.mlir \
// RUN:   --schedule "wgmma" | FileCheck %s --check-prefix=BMM
// BMM: "block0_log2_tile": 0,
// BMM: "block1_log2_tile": 7,
// BMM: "block2_log2_tile": 7,
// BMM: "log2_shared_bytes": 17.32

// An illegal schedule is an error that names the rule.
// RUN: not %cuda-agent features %S/../Inputs/kernels/matmul-128x64.mlir \
// RUN:   --schedule "block(64,64);thread(64,4)" 2>&1 | FileCheck %s --check-prefix=ILLEGAL
// ILLEGAL: error: illegal schedule 'block(64,64);thread(64,4)': 'thread' gives each thread 256 outputs

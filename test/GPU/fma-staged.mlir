// FMA code on staged operands on the GPU, checked against the float64
// reference: striped thread tiles (thread(8,8) of f32: two 4-column pieces
// per thread), cp.async pipelines of 2 and 3 stages (a 16x8 thread tile's
// runs its last steps with predicated copies, not peeled), a bf16 matmul
// accumulated in f32 and rounded once (an epilogue of another type), and
// bf16 matmuls into bf16 over K = 8192 whose FMA code sums in f32
// (cuda-agent-widen-accumulators): staged, pipelined, from global memory,
// and staged with 16 bf16 columns a thread striped into two pieces.
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-128x64.mlir --db= --schedule "block(64,64);thread(8,8);reduce(16);promote(0,1)" --json | FileCheck %s --check-prefix=STRIPED
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-128x64.mlir --db= --schedule "block(64,64);thread(4,4);reduce(16);promote(0,1);pipeline(2)" --json | FileCheck %s --check-prefix=PIPELINE2
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-128x64.mlir --db= --schedule "block(64,64);thread(4,8);reduce(8);promote(0,1);pipeline(3)" --json | FileCheck %s --check-prefix=PIPELINE3
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-128x64.mlir --db= --schedule "block(128,128);thread(16,8);reduce(8);promote(0,1);pipeline(3)" --json | FileCheck %s --check-prefix=PREDICATED
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-bf16-round.mlir --db= --schedule "block(32,32);thread(4,4);reduce(16);fuse" --json | FileCheck %s --check-prefix=ROUND
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-bf16-long-k.mlir --db= --schedule "block(64,64);thread(4,4);reduce(32);promote(0,1)" --json | FileCheck %s --check-prefix=LONGK-STAGED
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-bf16-long-k.mlir --db= --schedule "block(64,64);thread(4,8);reduce(32);promote(0,1);pipeline(3)" --json | FileCheck %s --check-prefix=LONGK-PIPELINED
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-bf16-long-k.mlir --db= --schedule "block(32,32);thread(2,4);reduce(16)" --json | FileCheck %s --check-prefix=LONGK-GLOBAL
// RUN: %cuda-agent run %S/../Inputs/kernels/matmul-bf16-long-k.mlir --db= --schedule "block(64,64);thread(4,16);reduce(32);promote(0,1)" --json | FileCheck %s --check-prefix=LONGK-STRIPED
// STRIPED: "correct": true,
// STRIPED: "failure": null,
// PIPELINE2: "correct": true,
// PIPELINE2: "failure": null,
// PIPELINE3: "correct": true,
// PIPELINE3: "failure": null,
// PREDICATED: "correct": true,
// PREDICATED: "failure": null,
// ROUND: "correct": true,
// ROUND: "failure": null,
// LONGK-STAGED: "correct": true,
// LONGK-STAGED: "failure": null,
// LONGK-PIPELINED: "correct": true,
// LONGK-PIPELINED: "failure": null,
// LONGK-GLOBAL: "correct": true,
// LONGK-GLOBAL: "failure": null,
// LONGK-STRIPED: "correct": true,
// LONGK-STRIPED: "failure": null,

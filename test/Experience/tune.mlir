// cuda-agent tune: measured search, here scored by the cost model (no GPU);
// a similar kernel's best record seeds it, fitted to this kernel's sizes.
// RUN: rm -f %t.db %t.db-wal %t.db-shm
// RUN: %cuda-agent db import %S/../Inputs/experience/neighbour-records.jsonl --db %t.db
// RUN: %cuda-agent tune %S/../Inputs/kernels/matmul-128x64.mlir --reward model --budget 6 --strategy random --db %t.db --json %t.json 2>%t.progress | FileCheck %s --check-prefix=TABLE
// TABLE: kernel default us best trial seeds found by best schedule
// TABLE-NEXT: matmul-128x64 {{[0-9.]+}} {{[0-9.]+}}x {{[-1-6]}} 1 {{.*}}
// RUN: FileCheck %s --check-prefix=PROGRESS < %t.progress
// PROGRESS: [{{#+\.*}}] {{[1-6]}}/6  matmul-128x64  best {{[0-9.]+}}x
// PROGRESS: [##############################] 6/6
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// JSON: "budget": 6,
// JSON: "seeds": 1,
// JSON: "trials": [
// JSON-NEXT: {
// JSON-NEXT: "origin": "retrieval:matmul-384x96",
// JSON-NEXT: "outcome": "measured",
// JSON-NEXT: "reward":
// JSON-NEXT: "schedule": "block(64,128);thread(4,4);reduce(32);promote(0,1)",

// The cost model's trials are recorded apart, under the device
// 'cost-model': found by that name, never as any GPU's record.
// RUN: %cuda-agent db best %S/../Inputs/kernels/matmul-128x64.mlir --db %t.db --device cost-model | FileCheck %s --check-prefix=MODELLED
// MODELLED: {{.*}} us baseline {{[0-9.]+}} us on cost-model (tune:random)
// RUN: not %cuda-agent db best %S/../Inputs/kernels/matmul-128x64.mlir --db %t.db 2>&1 | FileCheck %s --check-prefix=NOGPU
// NOGPU: error: no verified record of {{.*}}matmul-128x64.mlir

// The attribution rules' record (docs/EXPERIENCE.md), per device or on any.
// RUN: %cuda-agent db import %S/../Inputs/experience/attributions.jsonl --db %t.db
// RUN: %cuda-agent db rules --db %t.db --device "NVIDIA H200 (sm_90)" | FileCheck %s --check-prefix=RULES
// RULES: rule fired helped mean speedup
// RULES-NEXT: reuse-without-promote 1 1 1.50x
// RULES-NEXT: too-few-blocks 1 0 0.92x
// RUN: %cuda-agent db rules --db %t.db | FileCheck %s --check-prefix=ANYRULES
// ANYRULES: too-few-blocks 2 1 1.36x

// compile --policy --samples K --db: without a record of the kernel itself,
// similar kernels' best schedules, fitted, are candidates besides the
// policy's (ranked by the cost model here).
// RUN: %cuda-agent compile %S/../Inputs/kernels/matmul-128x64.mlir --db %t.db --policy default --samples 2 --emit=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=RETRIEVED
// RETRIEVED: cuda-agent: no verified record of {{.*}}matmul-128x64.mlir by this compiler ({{.*}}) in
// RETRIEVED: cuda-agent: policy default chose {{.*}} candidates, 1 from similar kernels)

// Without experience ('--db=') nothing seeds the search; every strategy runs.
// RUN: %cuda-agent tune %S/../Inputs/kernels/matmul-128x64.mlir %S/../Inputs/kernels/softmax.mlir --reward model --budget 4 --strategy beam --db= 2>/dev/null | FileCheck %s --check-prefix=COLD
// COLD: matmul-128x64 {{[0-9.]+}} {{[0-9.]+}}x {{[-1-4]}} 0 {{beam|random|-}}
// COLD-NEXT: softmax {{[0-9.]+}} {{[0-9.]+}}x {{[-1-4]}} 0
// RUN: %cuda-agent tune %S/../Inputs/kernels/row-sum.mlir --reward model --budget 3 --strategy policy --db= 2>/dev/null | FileCheck %s --check-prefix=POLICY
// POLICY: row-sum {{[0-9.]+}} {{[0-9.]+}}x {{[-1-3]}} 0 {{policy|random|-}}

// Bad input: an unknown strategy, no budget, a kernel that is not MLIR
// (the others are still tuned; the exit status says one failed).
// RUN: not %cuda-agent tune %S/../Inputs/kernels/relu.mlir --strategy greedy --reward model 2>&1 | FileCheck %s --check-prefix=STRATEGY
// STRATEGY: error: unknown --strategy 'greedy' (policy, beam, evolutionary or random)
// RUN: not %cuda-agent tune %S/../Inputs/kernels/relu.mlir --budget 0 --reward model 2>&1 | FileCheck %s --check-prefix=BUDGET
// BUDGET: error: --budget must be at least 1
// RUN: echo 'not mlir' > %t.bad.mlir
// RUN: not %cuda-agent tune %t.bad.mlir %S/../Inputs/kernels/relu.mlir --reward model --budget 2 --db= > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=BADKERNEL < %t.err
// BADKERNEL: error: {{.*}}bad.mlir: {{.*}}
// RUN: FileCheck %s --check-prefix=STILL < %t.out
// STILL: relu

// cuda-agent db: the experience database from the command line, and
// `compile --db` taking a kernel's best verified record.
// RUN: rm -f %t.db %t.db-wal %t.db-shm
// RUN: %cuda-agent db import %S/../Inputs/experience/matmul-records.jsonl --db %t.db | FileCheck %s --check-prefix=IMPORT
// IMPORT: imported 3 records into {{.*}}.db
// RUN: %cuda-agent db stats --db %t.db | FileCheck %s --check-prefix=STATS
// STATS: schema 2, 1 kernels, 3 records (2 correct), 2 devices, 0 attributions

// The fastest correct record (the wrong one is faster and ignored), on one
// device or on any.
// RUN: %cuda-agent db best %S/../Inputs/kernels/matmul-128x64.mlir --db %t.db --device "NVIDIA H200 (sm_90)" | FileCheck %s --check-prefix=BEST
// BEST: block(64,64);thread(4,4)  20.00 us  baseline 30.00 us  on NVIDIA H200 (sm_90)  (search)
// RUN: %cuda-agent db best %S/../Inputs/kernels/matmul-128x64.mlir --db %t.db | FileCheck %s --check-prefix=ANY
// ANY: block(32,32)  15.00 us  baseline 25.00 us  on NVIDIA H100 (sm_90)  (policy)

// compile --db applies it; a kernel without records falls back to the
// policy (or the default schedule).
// RUN: %cuda-agent compile %S/../Inputs/kernels/matmul-128x64.mlir --db %t.db --device "NVIDIA H200 (sm_90)" --emit=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=APPLY
// APPLY: cuda-agent: experience: block(64,64);thread(4,4) (20.00 us on NVIDIA H200 (sm_90), 1.50x the default schedule)
// RUN: %cuda-agent compile %S/../Inputs/kernels/gelu.mlir --db %t.db --policy default --emit=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=FALLBACK
// FALLBACK: cuda-agent: no verified record of {{.*}}gelu.mlir in {{.*}}.db
// FALLBACK-NEXT: cuda-agent: policy default chose

// export writes what import reads: the same lines again.
// RUN: %cuda-agent db export --db %t.db > %t.jsonl
// RUN: rm -f %t.2.db && %cuda-agent db import %t.jsonl --db %t.2.db
// RUN: %cuda-agent db export --db %t.2.db | diff - %t.jsonl

// Bad input: a line that is not a record (nothing imported), an unknown
// action, a kernel without records.
// RUN: echo '{"schedule": "x"}' > %t.bad.jsonl
// RUN: not %cuda-agent db import %t.bad.jsonl --db %t.db 2>&1 | FileCheck %s --check-prefix=BADLINE
// BADLINE: error: {{.*}}bad.jsonl: line 1:
// RUN: not %cuda-agent db frobnicate --db %t.db 2>&1 | FileCheck %s --check-prefix=ACTION
// ACTION: error: db: unknown action 'frobnicate' (stats, best, export, import, import-measurements, rules)
// RUN: not %cuda-agent db best %S/../Inputs/kernels/gelu.mlir --db %t.db 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: error: no verified record of {{.*}}gelu.mlir in

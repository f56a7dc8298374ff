// cuda-agent db: the experience database from the command line, and
// `compile --db` taking a kernel's best verified record.
// Three records made by this compiler (@COMPILER@ is its version), two
// faster ones by another compiler and by one before records named theirs.
// RUN: rm -f %t.db %t.db-wal %t.db-shm
// RUN: sed "s/@COMPILER@/$(%cuda-agent --version | sed -n 's/.*(compiler \([^,]*\),.*/\1/p')/" %S/../Inputs/experience/matmul-records.jsonl > %t.records.jsonl
// RUN: %cuda-agent db import %t.records.jsonl --db %t.db | FileCheck %s --check-prefix=IMPORT
// IMPORT: imported 5 records into {{.*}}.db
// RUN: %cuda-agent db stats --db %t.db | FileCheck %s --check-prefix=STATS
// STATS: schema 4, 1 kernels, 5 records (4 correct), 2 devices, 0 attributions

// The fastest correct record of this compiler (the wrong one is faster and
// ignored, and so are the other compilers' records), on one device or on
// any.
// RUN: %cuda-agent db best %S/../Inputs/kernels/matmul-128x64.mlir --db %t.db --device "NVIDIA H200 (sm_90)" | FileCheck %s --check-prefix=BEST
// BEST: block(64,64);thread(4,4)  20.00 us  baseline 30.00 us  on NVIDIA H200 (sm_90)  (search)
// RUN: %cuda-agent db best %S/../Inputs/kernels/matmul-128x64.mlir --db %t.db | FileCheck %s --check-prefix=ANY
// ANY: block(32,32)  15.00 us  baseline 25.00 us  on NVIDIA H100 (sm_90)  (policy)

// compile --db applies it; a kernel without records falls back to the
// policy (or the default schedule).
// RUN: %cuda-agent compile %S/../Inputs/kernels/matmul-128x64.mlir --db %t.db --device "NVIDIA H200 (sm_90)" --emit=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=APPLY
// APPLY: cuda-agent: experience: block(64,64);thread(4,4) (20.00 us on NVIDIA H200 (sm_90), 1.50x the default schedule)
// RUN: %cuda-agent compile %S/../Inputs/kernels/gelu.mlir --db %t.db --policy default --emit=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=FALLBACK
// FALLBACK: cuda-agent: no verified record of {{.*}}gelu.mlir by this compiler ({{.*}}) in {{.*}}.db
// FALLBACK-NEXT: cuda-agent: policy default chose

// export writes what import reads: the same lines again.
// RUN: %cuda-agent db export --db %t.db > %t.jsonl
// RUN: rm -f %t.2.db && %cuda-agent db import %t.jsonl --db %t.2.db
// RUN: %cuda-agent db export --db %t.2.db | diff - %t.jsonl
// RUN: FileCheck %s --check-prefix=EXPORT < %t.jsonl
// EXPORT: "compiler":"0.0.1+0123456789abcdef"{{.*}}"schedule":"block(16,16)"
// EXPORT: "compiler":"unknown"{{.*}}"schedule":"block(16,32)"

// Bad input: a line that is not a record (nothing imported), an unknown
// action, a kernel without records.
// RUN: echo '{"schedule": "x"}' > %t.bad.jsonl
// RUN: not %cuda-agent db import %t.bad.jsonl --db %t.db 2>&1 | FileCheck %s --check-prefix=BADLINE
// BADLINE: error: {{.*}}bad.jsonl: line 1:
// RUN: not %cuda-agent db frobnicate --db %t.db 2>&1 | FileCheck %s --check-prefix=ACTION
// ACTION: error: db: unknown action 'frobnicate' (stats, best, export, import, import-measurements, rules, record)

// db record: a measurement made elsewhere (the torch backend's decision
// against Inductor), its kernel described by this tool, stamped with this
// compiler, then served as its best.
// RUN: rm -f %t.r.db
// RUN: echo '{"schedule": "block(32,32)", "device": "NVIDIA H100 80GB HBM3 (sm_90)", "median_us": 12.5, "correct": true, "source": "torch-backend", "outcome": "measured", "alternatives": "{\"alternative\":\"inductor\",\"alternative_us\":20.0,\"keep\":true}"}' > %t.record.json
// RUN: %cuda-agent db record %S/../Inputs/kernels/matmul-128x64.mlir %t.record.json --db %t.r.db | FileCheck %s --check-prefix=RECORD
// RECORD: recorded {{.*}}matmul-128x64.mlir in {{.*}}.r.db
// RUN: %cuda-agent db best %S/../Inputs/kernels/matmul-128x64.mlir --db %t.r.db | FileCheck %s --check-prefix=RECORDED
// RECORDED: block(32,32)  12.50 us  baseline 0.00 us  on NVIDIA H100 80GB HBM3 (sm_90)  (torch-backend)
// RUN: %cuda-agent db export --db %t.r.db | FileCheck %s --check-prefix=RECORDEXPORT
// RECORDEXPORT: "alternatives":"{\"alternative\":\"inductor\",\"alternative_us\":20.0,\"keep\":true}"{{.*}}"family":"contraction"
// RUN: echo '{"device": "x"}' > %t.badrecord.json
// RUN: not %cuda-agent db record %S/../Inputs/kernels/matmul-128x64.mlir %t.badrecord.json --db %t.r.db 2>&1 | FileCheck %s --check-prefix=BADRECORD
// BADRECORD: error: {{.*}}badrecord.json: missing value at (root).schedule
// RUN: not %cuda-agent db record %S/../Inputs/kernels/matmul-128x64.mlir --db %t.r.db 2>&1 | FileCheck %s --check-prefix=RECORDARGS
// RECORDARGS: error: db record: expected 2 arguments
// RUN: not %cuda-agent db best %S/../Inputs/kernels/gelu.mlir --db %t.db 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: error: no verified record of {{.*}}gelu.mlir in

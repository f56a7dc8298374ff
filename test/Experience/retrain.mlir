// cuda-agent retrain-cost-model: the cost model's learned correction, fitted
// on the experience database's measurements, then used by --reward model.
// RUN: rm -f %t.db %t.db-wal %t.db-shm %t.json
// RUN: %cuda-agent db import %S/../Inputs/experience/matmul-timings.jsonl --db %t.db
// RUN: %cuda-agent retrain-cost-model --db %t.db --kernels %S/../Inputs/kernels --folds 1 -o %t.json | FileCheck %s
// CHECK: 6 measurements of 1 kernels; held out by kernel (1 folds, 1 kernels with 3+ schedules), mean Spearman against the GPU:
// CHECK-NEXT: cost model {{-?[01]\.[0-9]+}}
// CHECK-NEXT: cost model corrected {{-?[01]\.[0-9]+}}
// CHECK-NEXT: wrote {{.*}}.json (fitted on all 6 measurements)
// RUN: FileCheck %s --check-prefix=FILE < %t.json
// FILE: "inputs": [
// FILE: "log_model_seconds"
// FILE: "samples": 6

// The corrected model scores tune's candidates.
// RUN: %cuda-agent tune %S/../Inputs/kernels/matmul-128x64.mlir --reward model --cost-correction %t.json --budget 2 --db= 2>/dev/null | FileCheck %s --check-prefix=TUNE
// TUNE: matmul-128x64 {{[0-9.]+}} {{[0-9.]+}}x

// A GPU reward's cache (--measurements, measurements.jsonl) imported: its
// kernels found by hash; those not found are skipped and counted; an
// outcome this build does not know is no correct record (block(32,32) at
// 10 us is not the best).
// Keys name the compiler (@COMPILER@: this one's); a key of three parts is
// from before they did: its compiler is unknown, never served as this one's
// (block(16,16) at 10 us is not the best either).
// RUN: rm -f %t.m.db %t.m.db-wal %t.m.db-shm
// RUN: sed "s/@COMPILER@/$(%cuda-agent --version | sed -n 's/.*(compiler \([^,]*\),.*/\1/p')/" %S/../Inputs/experience/gpu-measurements.jsonl > %t.measurements.jsonl
// RUN: %cuda-agent db import-measurements %t.measurements.jsonl --kernels %S/../Inputs/kernels --db %t.m.db 2> %t.skipped | FileCheck %s --check-prefix=MEASURED
// MEASURED: imported 4 measurements into
// RUN: FileCheck %s --check-prefix=SKIPPED < %t.skipped
// SKIPPED: skipped the measurements of 1 kernels not found under --kernels (first: 00000000000000aa)
// RUN: %cuda-agent db best %S/../Inputs/kernels/matmul-128x64.mlir --db %t.m.db | FileCheck %s --check-prefix=MEASUREDBEST
// MEASUREDBEST: block(64,64);thread(4,4)  20.00 us  baseline 30.00 us  on NVIDIA H200 (sm_90)  (import)
// RUN: echo '{"key": "no hash"}' > %t.badm.jsonl
// RUN: not %cuda-agent db import-measurements %t.badm.jsonl --kernels %S/../Inputs/kernels --db %t.m.db 2>&1 | FileCheck %s --check-prefix=BADKEY
// BADKEY: error: {{.*}}badm.jsonl: line 1: no key "0xHASH|schedule|device|compiler"
// RUN: not %cuda-agent db import-measurements %t.badm.jsonl --db %t.m.db 2>&1 | FileCheck %s --check-prefix=NODIRS
// NODIRS: error: db import-measurements: give --kernels DIR

// Bad input: no kernels found, a file that is no correction.
// RUN: not %cuda-agent retrain-cost-model --db %t.db --kernels %S/../Inputs/experience -o %t.2.json 2>&1 | FileCheck %s --check-prefix=NOKERNELS
// NOKERNELS: 1 kernels of the database not found under --kernels (first: matmul-128x64)
// NOKERNELS: error: no measurements of the given kernels in
// RUN: echo '{}' > %t.bad.json
// RUN: not %cuda-agent tune %S/../Inputs/kernels/relu.mlir --reward model --cost-correction %t.bad.json 2>&1 | FileCheck %s --check-prefix=BADFILE
// BADFILE: error: {{.*}}bad.json: missing value at (root).inputs

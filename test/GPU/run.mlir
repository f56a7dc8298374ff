// cuda-agent run: checked against the float64 reference, timed with the
// default schedule interleaved, one JSON report.
// RUN: %cuda-agent run %S/../Inputs/kernels/softmax.mlir --schedule "block(1);split(64);fuse" --json | FileCheck %s
// CHECK: "baseline_us": {{[0-9.]+}},
// CHECK: "correct": true,
// CHECK: "failure": null,
// CHECK: "kernel": "softmax",
// CHECK: "median_us": {{[0-9.]+}},
// CHECK: "schedule": "block(1);split(64);fuse",
// CHECK: "speedup": {{[0-9.]+}},

// A row kernel of two results (GroupNorm's statistics): both outputs are
// checked against the float64 reference.
// RUN: %cuda-agent run %S/../Inputs/kernels/row-statistics.mlir --json --db= | FileCheck %s --check-prefix=STATISTICS
// STATISTICS: "correct": true,
// STATISTICS: "kernel": "row-statistics",
// STATISTICS: "schedule": "block(1);split(256);fuse",

// An elementwise op of two results (a kernel returning two values of one
// input): both checked.
// RUN: %cuda-agent run %S/../Inputs/kernels/two-results.mlir --json --db= | FileCheck %s --check-prefix=TWO
// TWO: "correct": true,
// TWO: "kernel": "two-results",
// TWO: "schedule": "block(8,256);thread(2,4)",

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

// Runs the example matmul schedule on the GPU and checks it against the
// float64 CPU reference on three fresh input sets.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-128x64.mlir \
// RUN:   --transform-preload-library=transform-library-paths=%examples/matmul.schedule.mlir \
// RUN:   --transform-interpreter --cuda-agent-lower-to-ptx \
// RUN:   --cuda-agent-export-kernels=output-dir=%t -o /dev/null
// RUN: cuda-agent-launch %t --reference=matmul --runs=5 | FileCheck %s
// CHECK: "checks": [
// CHECK-COUNT-3: "correct": true
// CHECK: "correct": true,

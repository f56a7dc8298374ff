// splitk(s): the reduction loop split across s blocks. The first kernel
// computes s partial results (a temporary, zeroed by its own fill) with the
// schedule's tiles, the parts in the next grid dimension; the second adds
// them into the output.
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-128x64.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(32,32);thread(4,4);reduce(8);splitk(4)" \
// RUN:   | FileCheck %s
// RUN: rm -rf %t && cuda-agent-opt %S/../Inputs/kernels/row-sum.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(32);thread(1);reduce(16);splitk(8)" \
// RUN:   --cuda-agent-lower-to-ptx --cuda-agent-export-kernels=output-dir=%t > /dev/null
// RUN: FileCheck %s --input-file=%t/launch.json --check-prefix=PLAN

// CHECK: module attributes {{.*}}cuda_agent.schedule = #cuda_agent.schedule<"block(32,32);thread(4,4);reduce(8);splitk(4)">}
// CHECK: %[[PARTIALS:.*]] = memref.alloc() {{.*}} : memref<4x128x128xf32>
// The parts: grid 4 x 4 x 4, 8 x 8 threads, each a 4x4 tile of one part
// (16 of the 64 products, two serial steps of 8).
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c4{{.*}}, {{.*}} = %c4{{.*}}, {{.*}} = %c4{{.*}}) threads({{.*}}) in ({{.*}} = %c8{{.*}}, {{.*}} = %c8{{.*}}, {{.*}} = %c1{{.*}})
// CHECK: memref.subview %[[PARTIALS]]
// CHECK: scf.for
// CHECK: vector.fma
// CHECK: gpu.terminator
// The sum of the 4 parts into the zeroed output, tiled like the output
// (grid 4 x 4).
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c4{{.*}}, {{.*}} = %c4{{.*}}, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c8{{.*}}, {{.*}} = %c8{{.*}}, {{.*}} = %c1{{.*}})
// CHECK: gpu.barrier
// CHECK: vector.load %[[PARTIALS]][%c0, {{.*}}] : memref<4x128x128xf32>, vector<4xf32>
// CHECK: vector.load %[[PARTIALS]][%c3, {{.*}}] : memref<4x128x128xf32>, vector<4xf32>
// CHECK: vector.reduction <add>
// CHECK: gpu.terminator

// The launch plan: two kernels sharing the 8 x 512 partial sums (a
// temporary, host_arg -1), the first on grid 16 x 8.
// PLAN: "host_arg": -1,
// PLAN-NEXT: "shape": [
// PLAN-NEXT: 8,
// PLAN-NEXT: 512
// PLAN: "grid": [
// PLAN-NEXT: 16,
// PLAN-NEXT: 8,
// PLAN: "host_arg": -1,
// PLAN: "grid": [
// PLAN-NEXT: 16,
// PLAN-NEXT: 1,

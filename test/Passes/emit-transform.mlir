// The schedule as a Transform-dialect script that upstream mlir-opt applies.
// RUN: cuda-agent-opt %examples/matmul.mlir \
// RUN:   --cuda-agent-emit-transform="schedule=thread(4,4);block(64,64);reduce(8);unroll(2)" \
// RUN:   | FileCheck %s
// RUN: cuda-agent-opt %examples/matmul.mlir \
// RUN:   --cuda-agent-emit-transform="schedule=block(64,64);thread(4,4);reduce(8);unroll(2)" \
// RUN:   | %mlir-opt --transform-interpreter --test-transform-dialect-erase-schedule \
// RUN:   | FileCheck %s --check-prefix=UPSTREAM
// Applying our script with upstream mlir-opt gives the same PTX as the pass.
// RUN: rm -rf %t && mkdir -p %t/ours %t/upstream
// RUN: cuda-agent-opt %examples/matmul.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(64,64);thread(4,4);reduce(8);unroll(2)" \
// RUN:   --cuda-agent-lower-to-ptx --cuda-agent-export-kernels=output-dir=%t/ours -o /dev/null
// RUN: cuda-agent-opt %examples/matmul.mlir \
// RUN:   --cuda-agent-emit-transform="schedule=block(64,64);thread(4,4);reduce(8);unroll(2)" \
// RUN:   | %mlir-opt --transform-interpreter --test-transform-dialect-erase-schedule \
// RUN:   | cuda-agent-opt --cuda-agent-lower-to-ptx --cuda-agent-export-kernels=output-dir=%t/upstream -o /dev/null
// RUN: diff %t/ours/matmul_kernel.ptx %t/upstream/matmul_kernel.ptx
// The same for the shared-memory actions: promote (its script runs the
// upstream pass promote-buffers-to-stack by name) and split.
// RUN: mkdir -p %t/promote-ours %t/promote-upstream %t/split-ours %t/split-upstream
// RUN: cuda-agent-opt %examples/matmul.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(64,64);thread(4,4);reduce(16);promote(0,1)" \
// RUN:   --cuda-agent-lower-to-ptx --cuda-agent-export-kernels=output-dir=%t/promote-ours -o /dev/null
// RUN: cuda-agent-opt %examples/matmul.mlir \
// RUN:   --cuda-agent-emit-transform="schedule=block(64,64);thread(4,4);reduce(16);promote(0,1)" \
// RUN:   | %mlir-opt --transform-interpreter --test-transform-dialect-erase-schedule \
// RUN:   | cuda-agent-opt --cuda-agent-lower-to-ptx --cuda-agent-export-kernels=output-dir=%t/promote-upstream -o /dev/null
// RUN: diff %t/promote-ours/matmul_kernel.ptx %t/promote-upstream/matmul_kernel.ptx
// RUN: cuda-agent-opt %S/../Inputs/kernels/row-sum.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(1);split(256)" \
// RUN:   --cuda-agent-lower-to-ptx --cuda-agent-export-kernels=output-dir=%t/split-ours -o /dev/null
// RUN: cuda-agent-opt %S/../Inputs/kernels/row-sum.mlir \
// RUN:   --cuda-agent-emit-transform="schedule=block(1);split(256)" \
// RUN:   | %mlir-opt --transform-interpreter --test-transform-dialect-erase-schedule \
// RUN:   | cuda-agent-opt --cuda-agent-lower-to-ptx --cuda-agent-export-kernels=output-dir=%t/split-upstream -o /dev/null
// RUN: diff %t/split-ours/rowsum_kernel.ptx %t/split-upstream/rowsum_kernel.ptx
// A row kernel with the cyclic layout: the emitted payload is the expanded one.
// RUN: cuda-agent-opt %S/../Inputs/kernels/softmax.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(1);split(64)" \
// RUN:   --cuda-agent-lower-to-ptx --cuda-agent-export-kernels=output-dir=%t/row-ours -o /dev/null
// RUN: cuda-agent-opt %S/../Inputs/kernels/softmax.mlir \
// RUN:   --cuda-agent-emit-transform="schedule=block(1);split(64)" \
// RUN:   | %mlir-opt --transform-interpreter --test-transform-dialect-erase-schedule \
// RUN:   | cuda-agent-opt --cuda-agent-lower-to-ptx --cuda-agent-export-kernels=output-dir=%t/row-upstream -o /dev/null
// RUN: diff %t/row-ours/softmax_kernel.ptx %t/row-upstream/softmax_kernel.ptx

// The payload keeps tags the script matches; the script is the skeleton with
// the schedule's numbers (the action order in the option does not matter).
// CHECK: module attributes {transform.with_named_sequence}
// CHECK: linalg.fill {cuda_agent.init_fill}
// CHECK: linalg.matmul {cuda_agent.anchor}
// CHECK: transform.named_sequence @__transform_main(%[[ROOT:.*]]: !transform.any_op {transform.consumed})
// CHECK: %[[ANCHOR:.*]] = transform.structured.match attributes {cuda_agent.anchor} in %[[ROOT]]
// CHECK: %[[FILLS:.*]] = transform.structured.match attributes {cuda_agent.init_fill} in %[[ROOT]]
// CHECK: %[[BT:.*]], %[[BLOCKS:.*]] = transform.structured.tile_using_forall %[[ANCHOR]] tile_sizes [64, 64, 0](mapping = [#gpu.block<y>, #gpu.block<x>])
// CHECK: transform.structured.fuse_into_containing_op %[[FILLS]] into %[[BLOCKS]]
// CHECK: %[[TT:.*]], %{{.*}} = transform.structured.tile_using_forall %[[BT]] tile_sizes [4, 4, 0](mapping = [#gpu.thread<y>, #gpu.thread<x>])
// CHECK: %{{.*}}, %[[SERIAL:.*]] = transform.structured.tile_using_for %[[TT]] tile_sizes [0, 0, 8]
// CHECK: transform.annotate %[[SERIAL]] "cuda_agent.serial_loop"
// CHECK: transform.structured.vectorize_children_and_apply_patterns
// CHECK: transform.loop.unroll %{{.*}} {factor = 2 : i64}
// CHECK: transform.bufferization.one_shot_bufferize
// CHECK: transform.gpu.map_forall_to_blocks %{{.*}} generate_gpu_launch
// CHECK: transform.gpu.map_nested_forall_to_threads %{{.*}} block_dims = [16, 16, 1]

// UPSTREAM-NOT: transform.named_sequence
// UPSTREAM: gpu.launch
// UPSTREAM-COUNT-64: vector.fma

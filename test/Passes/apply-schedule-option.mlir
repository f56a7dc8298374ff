// A schedule option that does not parse is an error naming the column.
// RUN: (cuda-agent-opt %examples/matmul.mlir --cuda-agent-apply-schedule="schedule=block(64,64);tile(4)" 2>&1; echo "exit=$?") | FileCheck %s
// CHECK: error: invalid schedule 'block(64,64);tile(4)': unknown action 'tile' (column 14)
// CHECK: exit=1

// The option overrides a schedule attribute on the anchor.
// RUN: cuda-agent-opt %s --cuda-agent-apply-schedule="schedule=block(32);thread(2)" | FileCheck %s --check-prefix=OVERRIDE
// OVERRIDE: module attributes {{.*}}cuda_agent.schedule = #cuda_agent.schedule<"block(32);thread(2)">}
func.func @exp(%a: tensor<64xf32>, %b: tensor<64xf32>) -> tensor<64xf32> {
  %0 = linalg.exp {cuda_agent.schedule = #cuda_agent.schedule<"block(64);thread(1)">} ins(%a : tensor<64xf32>) outs(%b : tensor<64xf32>) -> tensor<64xf32>
  return %0 : tensor<64xf32>
}

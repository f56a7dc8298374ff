// RUN: cuda-agent-opt --version | FileCheck %s
// RUN: cuda-agent --version | FileCheck %s --check-prefix=CLI
// CHECK: LLVM version 22.1
// CHECK: cuda-agent version [[VERSION:[0-9]+\.[0-9]+\.[0-9]+]] (compiler [[VERSION]]+{{[0-9a-f]+}}, MLIR 22.1.{{[0-9]+}})
// CLI: cuda-agent version [[VERSION:[0-9]+\.[0-9]+\.[0-9]+]] (compiler [[VERSION]]+{{[0-9a-f]+}}, MLIR 22.1.{{[0-9]+}},

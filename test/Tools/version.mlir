// RUN: cuda-agent-opt --version | FileCheck %s
// CHECK: LLVM version 22.1
// CHECK: cuda-agent version {{[0-9]+\.[0-9]+\.[0-9]+}} (MLIR 22.1.{{[0-9]+}})

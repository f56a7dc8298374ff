//===- CompilerVersion.cpp - which compiler built a plan ------------------===//

#include "cuda-agent/Support/CompilerVersion.h"

llvm::StringRef cuda_agent::getCompilerVersion() {
  return
#include "cuda-agent/Support/CompilerVersion.inc"
      ;
}

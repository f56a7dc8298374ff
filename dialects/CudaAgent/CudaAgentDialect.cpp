//===- CudaAgentDialect.cpp - cuda_agent dialect --------------------------===//

#include "dialects/CudaAgent/CudaAgentDialect.h"

using namespace mlir;
using namespace mlir::cuda_agent;

#include "dialects/CudaAgent/CudaAgentDialect.cpp.inc"

void CudaAgentDialect::initialize() {
  registerAttributes();
}

//===- CudaAgentDialect.h - cuda_agent dialect ------------------*- C++ -*-===//

#ifndef CUDA_AGENT_DIALECT_CUDAAGENTDIALECT_H
#define CUDA_AGENT_DIALECT_CUDAAGENTDIALECT_H

#include "mlir/IR/Dialect.h"

#include "dialects/CudaAgent/CudaAgentDialect.h.inc"

#endif // CUDA_AGENT_DIALECT_CUDAAGENTDIALECT_H

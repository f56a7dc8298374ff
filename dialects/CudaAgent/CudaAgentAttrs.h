//===- CudaAgentAttrs.h - cuda_agent attributes -----------------*- C++ -*-===//

#ifndef CUDA_AGENT_DIALECT_CUDAAGENTATTRS_H
#define CUDA_AGENT_DIALECT_CUDAAGENTATTRS_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

#include "cuda-agent/Schedule/Schedule.h"

#define GET_ATTRDEF_CLASSES
#include "dialects/CudaAgent/CudaAgentAttrs.h.inc"

#endif // CUDA_AGENT_DIALECT_CUDAAGENTATTRS_H

//===- Passes.h - the policy's passes ---------------------------*- C++ -*-===//

#ifndef CUDA_AGENT_POLICY_PASSES_H
#define CUDA_AGENT_POLICY_PASSES_H

#include "dialects/CudaAgent/CudaAgentDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

#include <string>

namespace mlir::cuda_agent {

#define GEN_PASS_DECL
#include "cuda-agent/Policy/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "cuda-agent/Policy/Passes.h.inc"

} // namespace mlir::cuda_agent

#endif // CUDA_AGENT_POLICY_PASSES_H

//===- DefaultPolicy.h - the policy built into the binary -------*- C++ -*-===//
//
// models/default/policy.pt and policy.json, embedded at build time
// (cmake/EmbedFile.cmake): "default" needs no file at run time, so the
// portable tools carry it to the GPU machine.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_LIB_POLICY_DEFAULTPOLICY_H
#define CUDA_AGENT_LIB_POLICY_DEFAULTPOLICY_H

#include "llvm/ADT/StringRef.h"

namespace cuda_agent::policy {

llvm::StringRef getDefaultPolicyWeights();
llvm::StringRef getDefaultPolicyMetadata();

} // namespace cuda_agent::policy

#endif // CUDA_AGENT_LIB_POLICY_DEFAULTPOLICY_H

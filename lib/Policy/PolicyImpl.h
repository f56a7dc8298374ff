//===- PolicyImpl.h - what a Policy holds -----------------------*- C++ -*-===//

#ifndef CUDA_AGENT_LIB_POLICY_POLICYIMPL_H
#define CUDA_AGENT_LIB_POLICY_POLICYIMPL_H

#include "PolicyNetwork.h"

#include "cuda-agent/Policy/Policy.h"

namespace cuda_agent::policy {

struct Policy::Impl {
  PolicyNetwork network{nullptr};
  /// policy.json as loaded.
  llvm::json::Object metadata;

  /// A Policy around `impl` (its constructor is private to users).
  static Policy wrap(std::shared_ptr<Impl> impl);
};

} // namespace cuda_agent::policy

#endif // CUDA_AGENT_LIB_POLICY_POLICYIMPL_H

//===- Registration.h - what cuda-agent's tools register --------*- C++ -*-===//
//
// The upstream dialects, interface models, transform extensions, LLVM IR
// translations and passes that the compiler uses, plus the cuda_agent dialect
// and passes. Registered selectively (not registerAllDialects) to keep the
// tools lean; a missing registration shows up as an "unregistered" or
// "interface not implemented" error in the lit tests.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_COMPILER_REGISTRATION_H
#define CUDA_AGENT_COMPILER_REGISTRATION_H

namespace mlir {
class DialectRegistry;

namespace cuda_agent {

/// Adds the dialects, their external interface models, the transform dialect
/// extensions and the LLVM IR translations to `registry`.
void registerCompilerDialects(DialectRegistry &registry);

/// Registers the upstream passes and pipelines the compiler uses and the
/// cuda-agent passes and pipelines (global pass registry).
void registerCompilerPasses();

} // namespace cuda_agent
} // namespace mlir

#endif // CUDA_AGENT_COMPILER_REGISTRATION_H

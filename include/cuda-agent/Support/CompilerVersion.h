//===- CompilerVersion.h - which compiler built a plan ----------*- C++ -*-===//
//
// The compiler's version: the project version and a hash of the sources that
// decide generated code and the policy's choices (computed at build time by
// cmake/CudaAgentCompilerVersion.cmake). Plans, measurement caches and
// experience records carry it, so what an older compiler made is never served
// as this one's.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_SUPPORT_COMPILERVERSION_H
#define CUDA_AGENT_SUPPORT_COMPILERVERSION_H

#include "llvm/ADT/StringRef.h"

namespace cuda_agent {

/// "0.1.0+" and 16 hex digits of the sources' hash.
llvm::StringRef getCompilerVersion();

} // namespace cuda_agent

#endif // CUDA_AGENT_SUPPORT_COMPILERVERSION_H

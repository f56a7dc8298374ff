//===- DeviceChecksPtx.h - the embedded PTX of DeviceChecks.cu --*- C++ -*-===//

#ifndef CUDA_AGENT_RUNTIME_DEVICECHECKSPTX_H
#define CUDA_AGENT_RUNTIME_DEVICECHECKSPTX_H

#include "llvm/ADT/StringRef.h"

namespace cuda_agent::runtime {
/// DeviceChecks.cu compiled to PTX at build time.
llvm::StringRef getDeviceChecksPtx();
} // namespace cuda_agent::runtime

#endif // CUDA_AGENT_RUNTIME_DEVICECHECKSPTX_H

//===- Clocks.h - the GPU's clocks from NVML ---------------------*- C++ -*-===//

#ifndef CUDA_AGENT_RUNTIME_CLOCKS_H
#define CUDA_AGENT_RUNTIME_CLOCKS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace cuda_agent::runtime {

/// Current clocks, in MHz.
struct Clocks {
  unsigned sm = 0;
  unsigned memory = 0;
};

/// Reads the clocks of the GPU at PCI bus id `pciBusId` through NVML
/// (libnvidia-ml.so.1, loaded at run time; an error where it is missing).
llvm::Expected<Clocks> readClocks(llvm::StringRef pciBusId);

/// The NVIDIA driver's version ("580.95.05"), from NVML.
llvm::Expected<std::string> readDriverVersion();

} // namespace cuda_agent::runtime

#endif // CUDA_AGENT_RUNTIME_CLOCKS_H

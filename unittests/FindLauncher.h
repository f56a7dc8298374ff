//===- FindLauncher.h - the measurement worker, for tests -----*- C++ -*-===//

#ifndef CUDA_AGENT_UNITTESTS_FINDLAUNCHER_H
#define CUDA_AGENT_UNITTESTS_FINDLAUNCHER_H

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <string>

/// cuda-agent-launch: next to the test binary (the portable bundle) or in
/// the build's bin directory (CUDA_AGENT_TOOLS_DIR); "" if neither has it.
inline std::string findLauncher() {
  std::string self = llvm::sys::fs::getMainExecutable(
      nullptr, reinterpret_cast<void *>(&findLauncher));
  for (llvm::StringRef directory : {llvm::sys::path::parent_path(self),
                                    llvm::StringRef(CUDA_AGENT_TOOLS_DIR)}) {
    llvm::SmallString<256> path(directory);
    llvm::sys::path::append(path, "cuda-agent-launch");
    if (llvm::sys::fs::can_execute(path))
      return path.str().str();
  }
  return "";
}

#endif // CUDA_AGENT_UNITTESTS_FINDLAUNCHER_H

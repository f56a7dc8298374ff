//===- LaunchPlan.h - kernels and launches exported by the compiler -*- C++ -*-===//
//
// What `cuda-agent-export-kernels` writes (launch.json plus one code file per
// GPU module), read back without MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_RUNTIME_LAUNCHPLAN_H
#define CUDA_AGENT_RUNTIME_LAUNCHPLAN_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cuda_agent::runtime {

/// TMA modes' codes, as nvgpu's enums and the driver's both count them: 0
/// none, then sizes doubling from the smallest (`kSmallest*Bytes`).
constexpr int64_t kSmallestSwizzleBytes = 32;
constexpr int64_t kSmallestL2PromotionBytes = 64;
constexpr int64_t kSmallestInterleaveBytes = 16;
constexpr int64_t getTensorMapModeBytes(int64_t code, int64_t smallest) {
  return code == 0 ? 0 : smallest << (code - 1);
}
constexpr int getTensorMapModeCode(int64_t bytes, int64_t smallest) {
  int code = 0;
  for (int64_t size = smallest; bytes && size <= bytes; size *= 2)
    ++code;
  return code;
}

/// A TMA descriptor (CUtensorMap) over a kernel argument's buffer: the
/// box each load copies and the driver's modes, sizes in bytes (0 = none).
struct TensorMapBox {
  /// Outermost first, like the buffer's shape.
  std::vector<int64_t> box;
  int64_t swizzleBytes = 0;
  int64_t l2PromotionBytes = 0;
  int64_t interleaveBytes = 0;
  /// Out-of-bounds elements read as NaN instead of zero.
  bool outOfBoundsNan = false;
};

/// A buffer argument of a kernel.
struct KernelArgument {
  /// Index of the host function argument this buffer is; negative for
  /// temporary -1 - k, which the runtime allocates once for every launch
  /// that names it.
  int64_t hostArg = -1;
  std::vector<int64_t> shape;
  /// MLIR element type: "f32", "f16", "bf16", "i32", ...
  std::string dtype;
  uint64_t bytes = 0;
  /// Set: the kernel receives a pointer to a TMA descriptor over the
  /// buffer instead of the buffer's address.
  std::optional<TensorMapBox> tensorMap;
};

struct KernelLaunch {
  std::string kernel;
  std::string module;
  /// PTX text or cubin bytes of the module.
  std::string code;
  std::array<unsigned, 3> grid = {1, 1, 1};
  std::array<unsigned, 3> block = {1, 1, 1};
  std::vector<KernelArgument> args;
  /// Bytes of dynamic shared memory per block.
  uint64_t dynamicSharedBytes = 0;
};

struct LaunchPlan {
  /// Launches in program order.
  std::vector<KernelLaunch> launches;
  /// The schedule the kernels were compiled with ("" if none was recorded).
  std::string schedule;
  /// Floating-point operations of one run of the kernel as written (0 if
  /// not recorded) and its longest reduction, in elements.
  double flops = 0;
  int64_t reductionLength = 0;
  /// Products rounded to tf32 (the `tf32` action): checked against tf32's
  /// tolerance.
  bool tf32Products = false;

  /// Reads `directory`/launch.json and the code files it names.
  static llvm::Expected<LaunchPlan> load(llvm::StringRef directory);
  /// Parses the text of a launch.json; code files are read from `directory`.
  static llvm::Expected<LaunchPlan> parse(llvm::StringRef json,
                                          llvm::StringRef directory);
};

} // namespace cuda_agent::runtime

#endif // CUDA_AGENT_RUNTIME_LAUNCHPLAN_H

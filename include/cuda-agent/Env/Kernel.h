//===- Kernel.h - a kernel as the environment sees it -----------*- C++ -*-===//

#ifndef CUDA_AGENT_ENV_KERNEL_H
#define CUDA_AGENT_ENV_KERNEL_H

#include "cuda-agent/Experience/ExperienceDb.h"
#include "cuda-agent/Schedule/Schedule.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace mlir {
class ModuleOp;
} // namespace mlir

namespace cuda_agent::env {

/// FNV-1a of a kernel's text: what Kernel::getHash returns.
uint64_t hashKernelText(llvm::StringRef text);

/// The .mlir files under `folders`, searched recursively, in the order
/// found (the database's kernels are found among them by name or hash).
std::vector<std::string> findKernelFiles(llvm::ArrayRef<std::string> folders);

/// A loaded kernel (its own MLIR context), its anchor's loops and the
/// legality check, shared by every episode over it. Thread-safe.
class Kernel {
public:
  static llvm::Expected<std::shared_ptr<Kernel>> load(llvm::StringRef path);
  /// The kernel in `text`, as if read from `path` (named by its stem).
  static llvm::Expected<std::shared_ptr<Kernel>> parse(llvm::StringRef path,
                                                       llvm::StringRef text);
  ~Kernel();

  /// The file's stem ("softmax-4096").
  const std::string &getName() const;
  /// FNV-1a of the file's text: measurements are cached under it.
  uint64_t getHash() const;
  llvm::StringRef getFamilyName() const;

  /// The anchor's trip counts and which loops are parallel / reductions.
  const std::vector<int64_t> &getLoopSizes() const;
  const std::vector<unsigned> &getParallelLoops() const;
  const std::vector<unsigned> &getReductionLoops() const;
  unsigned getInputCount() const;

  /// Whether `schedule` (absent actions defaulted) is legal; why not in
  /// `reason`.
  bool isLegal(const Schedule &schedule, std::string *reason = nullptr) const;

  /// The block's extent along each loop, in the order `schedule` sees the
  /// loops (after its interchange); empty if `schedule` is not legal.
  std::vector<int64_t> blockExtents(const Schedule &schedule) const;

  /// The observation features (Env.h) of this kernel under `schedule`,
  /// `nextKind` being the next step kind; `schedule` must be legal.
  std::vector<float> features(const Schedule &schedule, size_t nextKind) const;

  /// What the experience database keeps of this kernel: its name, family,
  /// a structural signature ("contraction:ppr:inputs=2": the family, a
  /// p(arallel) or r(eduction) per loop, the inputs), loop sizes and the
  /// features of the default schedule.
  experience::KernelEntry describe() const;

  mlir::ModuleOp getModule() const;

  /// The analytical Hopper cost model's time of `schedule` in seconds
  /// (lib/Env/CostModel.cpp, docs/ENV.md); `schedule` must be legal.
  double estimateSeconds(const Schedule &schedule) const;

  struct Impl;
  Impl &getImpl() const { return *impl; }

private:
  explicit Kernel(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl;
};

} // namespace cuda_agent::env

#endif // CUDA_AGENT_ENV_KERNEL_H

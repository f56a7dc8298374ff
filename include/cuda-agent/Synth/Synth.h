//===- Synth.h - a generator of linalg kernels for training -----*- C++ -*-===//
//
// Kernel synthesis for the task corpus (docs/CORPUS.md): random kernels of
// the families real models are made of (matmuls, convolutions, pooling,
// reductions, normalizations, activations, and fused chains of them) with
// realistic shapes, as linalg on tensors in the form torch-mlir emits (the
// output a destination argument), kept only where the compiler lowers them
// with the default schedule and the cost model puts them within a time
// range; deduplicated, split train/val/test by hashing family and shape.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_SYNTH_SYNTH_H
#define CUDA_AGENT_SYNTH_SYNTH_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace cuda_agent::synth {

/// The families the generator knows, in a fixed order.
llvm::ArrayRef<llvm::StringRef> getFamilyNames();

struct SynthOptions {
  /// Kernels to keep.
  unsigned count = 100;
  uint64_t seed = 0;
  /// Families to draw from (getFamilyNames' names); empty: all of them.
  std::vector<std::string> families;
  /// Element types to draw from: f32, f16, bf16.
  std::vector<std::string> dtypes = {"f32"};
  /// Families whose kernels all go to the `holdout` split.
  std::vector<std::string> holdoutFamilies;
  /// The cost model's time of the default schedule must be in this range.
  double minMicroseconds = 20, maxMicroseconds = 20000;
  /// Compile each candidate with the default schedule (and its float64
  /// reference) and drop those that fail.
  bool checkLowering = true;
  /// Candidates examined in parallel (0: one per hardware thread).
  unsigned threads = 0;
};

/// One kept kernel.
struct SynthKernel {
  /// <family>-<first 12 hex digits of the hash>.
  std::string id;
  std::string family, variant, dtype;
  /// train, val, test or holdout.
  std::string split;
  /// The function's argument shapes (inputs, then the output).
  std::vector<std::vector<int64_t>> shapes;
  /// The anchor's trip counts (what the split hashes, with the family).
  std::vector<int64_t> loops;
  /// Floating-point operations as the generator counted the ops it built,
  /// and the bytes of the function's arguments.
  double flops = 0, bytes = 0;
  /// The cost model's time of the default schedule.
  double modelMicroseconds = 0;
  /// FNV-1a of the module's text (env::hashKernelText): what deduplication
  /// compares.
  uint64_t hash = 0;
  /// The index of the candidate it came from (its random stream).
  uint64_t candidate = 0;
  /// The kernel file: a header comment, then the module.
  std::string text;
};

/// A candidate the compiler could not take: what the generator should not
/// draw, or what the compiler should learn.
struct Rejection {
  uint64_t candidate = 0;
  std::string family, variant, dtype;
  /// not_lowered (the default schedule does not compile) or unsupported
  /// (the analysis or the default schedule's legality rejects it).
  std::string verdict;
  std::string why;
  /// The kernel file, to reproduce the rejection with `cuda-agent compile`.
  std::string text;
};

/// How many candidates were looked at and why those not kept were dropped.
struct SynthStats {
  uint64_t candidates = 0, duplicates = 0, outOfRange = 0, notLowered = 0,
           unsupported = 0;
  double seconds = 0;
  std::vector<Rejection> rejections;
};

/// Draws candidates 0, 1, 2, ... (candidate i from a random stream of
/// (seed, i) alone) until `count` are kept, in candidate order: the result
/// is the same for any thread count. `progress` is called with the number
/// kept so far.
llvm::Expected<std::vector<SynthKernel>>
synthesize(const SynthOptions &options, SynthStats &stats,
           const std::function<void(unsigned)> &progress = {});

/// The manifest line of a kernel (everything but its text, plus `file`).
llvm::json::Object toManifestEntry(const SynthKernel &kernel);

/// Writes DIRECTORY/<split>/<id>.mlir per kernel and DIRECTORY/manifest.jsonl
/// (one line per kernel, in candidate order).
llvm::Error writeCorpus(llvm::StringRef directory,
                        llvm::ArrayRef<SynthKernel> kernels);

} // namespace cuda_agent::synth

#endif // CUDA_AGENT_SYNTH_SYNTH_H

//===- Synth.cpp - drawing, filtering and splitting kernels ---------------===//

#include "cuda-agent/Synth/Synth.h"

#include "Families.h"

#include "cuda-agent/Compiler/CompilePlan.h"
#include "cuda-agent/Compiler/Registration.h"
#include "cuda-agent/Env/Kernel.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cmath>
#include <set>

using namespace cuda_agent::synth;

namespace {

const llvm::StringRef kFamilies[] = {
    "matmul",    "batch_matmul",  "matvec",      "conv2d", "pooling",
    "reduction", "normalization", "elementwise", "fused"};

/// 16 lowercase hex digits.
std::string toHex(uint64_t hash) {
  return llvm::formatv("{0}", llvm::format_hex_no_prefix(hash, 16)).str();
}

/// The random stream of candidate `index`: a function of (seed, index).
uint64_t streamSeed(uint64_t seed, uint64_t index) {
  Random mixer(seed ^ (index * 0xD1B54A32D192ED03ull));
  mixer.next();
  return mixer.next();
}

/// train 80%, val 10%, test 10% by a hash of the family and the anchor's
/// loop sizes: a shape of a family is in one split only, whatever its
/// dtype or epilogue.
std::string splitOf(llvm::StringRef family, llvm::ArrayRef<int64_t> loops) {
  std::string key = family.str();
  for (int64_t size : loops)
    key += ":" + std::to_string(size);
  uint64_t bucket = cuda_agent::env::hashKernelText(key) % 10;
  return bucket < 8 ? "train" : bucket == 8 ? "val" : "test";
}

enum class Verdict { Kept, OutOfRange, NotLowered, Unsupported };

struct Examined {
  Verdict verdict = Verdict::Unsupported;
  SynthKernel kernel;
  std::string why;
};

/// Draws candidate `index` and decides whether it is kept (before
/// deduplication, which needs the candidates before it).
Examined examine(const SynthOptions &options,
                 const std::vector<std::string> &families, uint64_t index) {
  Examined result;
  SynthKernel &kernel = result.kernel;
  Random random(streamSeed(options.seed, index));
  kernel.candidate = index;
  kernel.family = families[random.uniform(0, int64_t(families.size()) - 1)];
  kernel.dtype =
      options.dtypes[random.uniform(0, int64_t(options.dtypes.size()) - 1)];

  mlir::DialectRegistry registry;
  mlir::cuda_agent::registerCompilerDialects(registry);
  mlir::MLIRContext context(registry, mlir::MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  std::string diagnostics;
  mlir::ScopedDiagnosticHandler handler(&context, [&](mlir::Diagnostic &d) {
    diagnostics += d.str() + "\n";
    return mlir::success();
  });
  GeneratedKernel generated =
      generateKernel(context, kernel.family, kernel.dtype, random);
  kernel.variant = generated.variant;
  kernel.flops = generated.flops;
  if (mlir::failed(mlir::verify(*generated.module))) {
    result.why = "the generator built invalid IR: " + diagnostics;
    return result;
  }
  auto function = *generated.module->getOps<mlir::func::FuncOp>().begin();
  std::string body;
  llvm::raw_string_ostream os(body);
  function.print(os);
  os << "\n";
  for (mlir::Type type : function.getArgumentTypes()) {
    auto shaped = mlir::cast<mlir::ShapedType>(type);
    kernel.shapes.emplace_back(shaped.getShape().begin(),
                               shaped.getShape().end());
    kernel.bytes += double(shaped.getNumElements()) *
                    double(shaped.getElementTypeBitWidth() / 8);
  }
  kernel.hash = cuda_agent::env::hashKernelText(body);
  kernel.id = kernel.family + "-" + toHex(kernel.hash).substr(0, 12);
  kernel.text = llvm::formatv("// {0}: {1} ({2}), {3}; cuda-agent synth "
                              "--seed {4}, candidate {5}\n",
                              kernel.id, kernel.family, kernel.variant,
                              kernel.dtype, options.seed, index)
                    .str() +
                body;

  // As the environment sees it: the analysis, then the cost model.
  llvm::Expected<std::shared_ptr<cuda_agent::env::Kernel>> loaded =
      cuda_agent::env::Kernel::parse(kernel.id + ".mlir", body);
  if (!loaded) {
    result.why = llvm::toString(loaded.takeError());
    return result;
  }
  cuda_agent::Schedule defaults;
  std::string illegal;
  if (!(*loaded)->isLegal(defaults, &illegal)) {
    result.why = "the default schedule is illegal: " + illegal;
    return result;
  }
  kernel.modelMicroseconds = (*loaded)->estimateSeconds(defaults) * 1e6;
  kernel.loops = (*loaded)->getLoopSizes();
  kernel.split = llvm::is_contained(options.holdoutFamilies, kernel.family)
                     ? "holdout"
                     : splitOf(kernel.family, kernel.loops);
  if (kernel.modelMicroseconds < options.minMicroseconds ||
      kernel.modelMicroseconds > options.maxMicroseconds) {
    result.verdict = Verdict::OutOfRange;
    return result;
  }
  if (options.checkLowering) {
    llvm::SmallString<128> directory;
    if (std::error_code error =
            llvm::sys::fs::createUniqueDirectory("cuda-agent-synth", directory)) {
      result.why = "cannot create a temporary directory: " + error.message();
      return result;
    }
    mlir::cuda_agent::CompilePlanOptions plan;
    plan.defaultSchedule = true;
    mlir::ModuleOp module = (*loaded)->getModule();
    std::string compileDiagnostics;
    mlir::ScopedDiagnosticHandler compileHandler(
        module.getContext(), [&](mlir::Diagnostic &d) {
          compileDiagnostics += d.str() + "\n";
          return mlir::success();
        });
    bool lowered =
        mlir::succeeded(mlir::cuda_agent::compilePlan(module, directory, plan));
    llvm::sys::fs::remove_directories(directory);
    if (!lowered) {
      result.verdict = Verdict::NotLowered;
      result.why = compileDiagnostics;
      return result;
    }
  }
  result.verdict = Verdict::Kept;
  return result;
}

} // namespace

llvm::ArrayRef<llvm::StringRef> cuda_agent::synth::getFamilyNames() {
  return kFamilies;
}

llvm::Expected<std::vector<SynthKernel>>
cuda_agent::synth::synthesize(const SynthOptions &options, SynthStats &stats,
                              const std::function<void(unsigned)> &progress) {
  std::vector<std::string> families = options.families;
  if (families.empty())
    for (llvm::StringRef family : getFamilyNames())
      families.push_back(family.str());
  for (const std::string &family : families)
    if (!llvm::is_contained(getFamilyNames(), family))
      return llvm::createStringError(
          "unknown family '" + family + "' (families: " +
          llvm::join(getFamilyNames(), ", ") + ")");
  if (options.dtypes.empty())
    return llvm::createStringError("no dtype to draw from");
  for (const std::string &dtype : options.dtypes)
    if (dtype != "f32" && dtype != "f16" && dtype != "bf16")
      return llvm::createStringError("unknown dtype '" + dtype +
                                     "' (f32, f16, bf16)");

  auto started = std::chrono::steady_clock::now();
  unsigned threads = options.threads ? options.threads
                                     : llvm::hardware_concurrency().compute_thread_count();
  llvm::DefaultThreadPool pool(llvm::hardware_concurrency(threads));
  std::vector<SynthKernel> kept;
  std::set<uint64_t> seen;
  // Past this many candidates per kernel asked for, the options are too
  // narrow to fill the corpus.
  uint64_t limit = 200 * uint64_t(options.count) + 1000;
  const uint64_t batch = 4 * uint64_t(threads);
  for (uint64_t first = 0; kept.size() < options.count; first += batch) {
    if (first >= limit)
      return llvm::createStringError(llvm::formatv(
          "only {0} of {1} kernels after {2} candidates ({3} out of the time "
          "range, {4} not lowered, {5} unsupported): widen the families, "
          "dtypes or time range",
          kept.size(), options.count, first, stats.outOfRange,
          stats.notLowered, stats.unsupported));
    std::vector<Examined> examined(batch);
    for (uint64_t i = 0; i < batch; ++i)
      pool.async([&, i] { examined[i] = examine(options, families, first + i); });
    pool.wait();
    // In candidate order: the same kernels for any thread count.
    for (Examined &candidate : examined) {
      if (kept.size() == options.count)
        break;
      ++stats.candidates;
      const SynthKernel &drawn = candidate.kernel;
      auto reject = [&](llvm::StringRef verdict) {
        stats.rejections.push_back({drawn.candidate, drawn.family,
                                    drawn.variant, drawn.dtype, verdict.str(),
                                    candidate.why, drawn.text});
      };
      switch (candidate.verdict) {
      case Verdict::OutOfRange:
        ++stats.outOfRange;
        continue;
      case Verdict::NotLowered:
        ++stats.notLowered;
        reject("not_lowered");
        continue;
      case Verdict::Unsupported:
        ++stats.unsupported;
        reject("unsupported");
        continue;
      case Verdict::Kept:
        break;
      }
      if (!seen.insert(candidate.kernel.hash).second) {
        ++stats.duplicates;
        continue;
      }
      kept.push_back(std::move(candidate.kernel));
      if (progress)
        progress(kept.size());
    }
  }
  stats.seconds = std::chrono::duration<double>(
                      std::chrono::steady_clock::now() - started)
                      .count();
  return kept;
}

llvm::json::Object cuda_agent::synth::toManifestEntry(const SynthKernel &kernel) {
  llvm::json::Array shapes;
  for (const std::vector<int64_t> &shape : kernel.shapes) {
    llvm::json::Array dims;
    for (int64_t size : shape)
      dims.push_back(size);
    shapes.push_back(std::move(dims));
  }
  return llvm::json::Object{
      {"id", kernel.id},
      {"family", kernel.family},
      {"variant", kernel.variant},
      {"dtype", kernel.dtype},
      {"split", kernel.split},
      {"shapes", std::move(shapes)},
      {"loops", llvm::json::Array(kernel.loops)},
      {"flops", int64_t(kernel.flops)},
      {"bytes", int64_t(kernel.bytes)},
      // Whole nanoseconds: JSON doubles print all 17 digits.
      {"model_ns", int64_t(std::llround(kernel.modelMicroseconds * 1e3))},
      {"hash", toHex(kernel.hash)},
      {"candidate", int64_t(kernel.candidate)},
      {"file", kernel.split + "/" + kernel.id + ".mlir"},
  };
}

llvm::Error cuda_agent::synth::writeCorpus(llvm::StringRef directory,
                                           llvm::ArrayRef<SynthKernel> kernels) {
  std::string manifest;
  llvm::raw_string_ostream manifestStream(manifest);
  for (const SynthKernel &kernel : kernels) {
    llvm::SmallString<128> folder(directory);
    llvm::sys::path::append(folder, kernel.split);
    if (std::error_code error = llvm::sys::fs::create_directories(folder))
      return llvm::createStringError("cannot create " + folder + ": " +
                                     error.message());
    llvm::SmallString<128> path(folder);
    llvm::sys::path::append(path, kernel.id + ".mlir");
    std::error_code error;
    llvm::raw_fd_ostream file(path, error);
    if (error)
      return llvm::createStringError("cannot write " + path + ": " +
                                     error.message());
    file << kernel.text;
    manifestStream << llvm::json::Value(toManifestEntry(kernel)) << "\n";
  }
  llvm::SmallString<128> path(directory);
  llvm::sys::path::append(path, "manifest.jsonl");
  std::error_code error;
  llvm::raw_fd_ostream file(path, error);
  if (error)
    return llvm::createStringError("cannot write " + path + ": " +
                                   error.message());
  file << manifest;
  return llvm::Error::success();
}

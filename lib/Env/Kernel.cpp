//===- Kernel.cpp - a kernel as the environment sees it -------------------===//

#include "cuda-agent/Env/Kernel.h"

#include "KernelImpl.h"

#include "cuda-agent/Compiler/Registration.h"
#include "cuda-agent/Env/Env.h"
#include "cuda-agent/Scheduling/Scheduling.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"

#include <cmath>
#include <optional>

using namespace cuda_agent::env;
namespace compiler = mlir::cuda_agent;

uint64_t cuda_agent::env::hashKernelText(llvm::StringRef text) {
  uint64_t hash = 14695981039346656037ull;
  for (unsigned char c : text) {
    hash ^= c;
    hash *= 1099511628211ull;
  }
  return hash;
}

namespace {

float log2OrZero(double value) {
  return value > 0 ? float(std::log2(value)) : 0.0f;
}

} // namespace

Kernel::Kernel(std::unique_ptr<Impl> impl) : impl(std::move(impl)) {}
Kernel::~Kernel() = default;

llvm::Expected<std::shared_ptr<Kernel>> Kernel::load(llvm::StringRef path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!file)
    return llvm::createStringError("cannot read " + path + ": " +
                                   file.getError().message());
  return parse(path, (*file)->getBuffer());
}

llvm::Expected<std::shared_ptr<Kernel>> Kernel::parse(llvm::StringRef path,
                                                      llvm::StringRef text) {
  auto impl = std::make_unique<Impl>();
  impl->hash = hashKernelText(text);
  impl->name = llvm::sys::path::stem(path).str();
  mlir::DialectRegistry registry;
  compiler::registerCompilerDialects(registry);
  impl->context = std::make_unique<mlir::MLIRContext>(registry);
  impl->context->disableMultithreading();
  // Diagnostics of the parser and the analysis, collected for the error.
  std::string diagnostics;
  llvm::raw_string_ostream os(diagnostics);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, path),
                               llvm::SMLoc());
  std::optional<mlir::SourceMgrDiagnosticHandler> handler;
  handler.emplace(sourceMgr, impl->context.get(), os);
  impl->module =
      mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, impl->context.get());
  if (!impl->module)
    return llvm::createStringError("cannot parse " + path + ":\n" + diagnostics);
  llvm::SmallVector<mlir::func::FuncOp> functions;
  for (auto function : impl->module->getOps<mlir::func::FuncOp>())
    functions.push_back(function);
  if (functions.size() != 1)
    return llvm::createStringError(path + ": the kernel file must hold one "
                                          "function");
  mlir::FailureOr<compiler::KernelInfo> info =
      compiler::analyzeKernel(functions.front());
  if (mlir::failed(info))
    return llvm::createStringError(path + ": " + diagnostics);
  impl->info = *info;
  impl->work = compiler::countWork(functions.front());
  impl->loopSizes.assign(info->loopSizes.begin(), info->loopSizes.end());
  impl->parallelLoops.assign(info->parallelLoops.begin(),
                             info->parallelLoops.end());
  impl->reductionLoops.assign(info->reductionLoops.begin(),
                              info->reductionLoops.end());
  impl->inputs = info->anchor.getNumDpsInputs();
  for (mlir::Type type : functions.front().getArgumentTypes())
    if (auto shaped = mlir::dyn_cast<mlir::ShapedType>(type))
      impl->argumentBytes += double(shaped.getNumElements()) *
                             shaped.getElementTypeBitWidth() / 8;
  if (impl->loopSizes.size() > kMaxLoops)
    return llvm::createStringError(
        llvm::formatv("{0}: the anchor has {1} loops; the environment takes "
                      "at most {2}",
                      path, impl->loopSizes.size(), kMaxLoops));
  // The handler goes before the context it is registered with can.
  handler.reset();
  std::string reason;
  auto kernel = std::shared_ptr<Kernel>(new Kernel(std::move(impl)));
  if (!kernel->isLegal(Schedule(), &reason))
    return llvm::createStringError(path + ": the default schedule is not "
                                          "legal: " + reason);
  return kernel;
}

std::vector<std::string>
cuda_agent::env::findKernelFiles(llvm::ArrayRef<std::string> folders) {
  std::vector<std::string> files;
  for (const std::string &folder : folders) {
    std::error_code error;
    for (llvm::sys::fs::recursive_directory_iterator entry(folder, error), end;
         !error && entry != end; entry.increment(error))
      if (llvm::sys::path::extension(entry->path()) == ".mlir")
        files.push_back(entry->path());
  }
  return files;
}

const std::string &Kernel::getName() const { return impl->name; }
uint64_t Kernel::getHash() const { return impl->hash; }

cuda_agent::experience::KernelEntry Kernel::describe() const {
  cuda_agent::experience::KernelEntry entry;
  entry.hash = getHash();
  entry.name = getName();
  entry.family = getFamilyName().str();
  std::string loops(getLoopSizes().size(), 'p');
  for (unsigned loop : getReductionLoops())
    loops[loop] = 'r';
  entry.signature =
      llvm::formatv("{0}:{1}:inputs={2}", entry.family, loops, getInputCount());
  entry.shapes = llvm::formatv(
      "{0}", llvm::json::Value(llvm::json::Array(getLoopSizes())));
  llvm::json::Array values;
  for (float feature : features(Schedule(), 0))
    values.push_back(feature);
  entry.features = llvm::formatv("{0}", llvm::json::Value(std::move(values)));
  return entry;
}
llvm::StringRef Kernel::getFamilyName() const {
  return compiler::getFamilyName(impl->info.family);
}
const std::vector<int64_t> &Kernel::getLoopSizes() const {
  return impl->loopSizes;
}
const std::vector<unsigned> &Kernel::getParallelLoops() const {
  return impl->parallelLoops;
}
const std::vector<unsigned> &Kernel::getReductionLoops() const {
  return impl->reductionLoops;
}
unsigned Kernel::getInputCount() const { return impl->inputs; }
mlir::ModuleOp Kernel::getModule() const { return *impl->module; }

bool Kernel::isLegal(const Schedule &schedule, std::string *reason) const {
  compiler::ResolvedSchedule resolved;
  llvm::SmallVector<compiler::Violation> violations;
  if (mlir::succeeded(compiler::resolveSchedule(
          schedule, impl->info, resolved, violations, /*explain=*/reason)))
    return true;
  if (reason) {
    std::vector<std::string> rules;
    for (const compiler::Violation &violation : violations)
      rules.push_back("'" + getActionName(violation.action).str() + "' " +
                      violation.reason);
    *reason = llvm::join(rules, "; ");
  }
  return false;
}

std::vector<int64_t> Kernel::blockExtents(const Schedule &schedule) const {
  compiler::ResolvedSchedule resolved;
  llvm::SmallVector<compiler::Violation> violations;
  if (mlir::failed(compiler::resolveSchedule(schedule, impl->info, resolved,
                                             violations, /*explain=*/false)))
    return {};
  std::vector<int64_t> extents;
  for (size_t position = 0; position < impl->loopSizes.size(); ++position) {
    size_t loop = resolved.interchange.empty() ? position
                                               : resolved.interchange[position];
    int64_t tile = resolved.blockTiles[position];
    extents.push_back(tile ? tile : impl->loopSizes[loop]);
  }
  return extents;
}

const std::vector<std::string> &cuda_agent::env::getFeatureNames() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> list = {
        "family_contraction", "family_reduction", "family_elementwise",
        "family_row",         "loops",            "parallel_loops",
        "reduction_loops",    "ops",              "inputs"};
    for (size_t i = 0; i < kMaxLoops; ++i) {
      list.push_back("loop" + std::to_string(i) + "_log2_size");
      list.push_back("loop" + std::to_string(i) + "_kind");
    }
    for (size_t i = 0; i < 4; ++i) {
      list.push_back("input" + std::to_string(i) + "_log2_bytes");
      list.push_back("input" + std::to_string(i) + "_contiguous");
      list.push_back("input" + std::to_string(i) + "_log2_reuse");
    }
    for (const char *name :
         {"output_log2_bytes", "log2_flops", "log2_bytes", "log2_intensity",
          "element_bits", "input_element_bits"})
      list.push_back(name);
    for (size_t kind = 0; kind < kStepKinds; ++kind)
      list.push_back("next_is_" +
                     getStepKindName(StepKind(kind)).str());
    for (size_t kind = 0; kind + 1 < kStepKinds; ++kind)
      list.push_back("has_" + getStepKindName(StepKind(kind)).str());
    for (const char *level : {"block", "thread", "reduce"})
      for (size_t i = 0; i < kMaxLoops; ++i)
        list.push_back(std::string(level) + std::to_string(i) + "_log2_tile");
    for (const char *name : {"log2_grid_x",
                             "log2_grid_y",
                             "log2_grid_z",
                             "log2_block_x",
                             "log2_block_y",
                             "log2_block_z",
                             "log2_threads_per_block",
                             "log2_blocks",
                             "log2_split",
                             "log2_splitk",
                             "log2_unroll",
                             "vectorized",
                             "promoted0",
                             "promoted1",
                             "promoted2",
                             "promoted3",
                             "interchanged",
                             "log2_shared_bytes",
                             "log2_outputs_per_thread",
                             "waves",
                             "log2_registers_estimate",
                             "occupancy_estimate",
                             "engine_mma",
                             "engine_wgmma",
                             "log2_pipeline_stages"})
      list.push_back(name);
    return list;
  }();
  return names;
}

size_t cuda_agent::env::getFeatureCount() { return getFeatureNames().size(); }

std::vector<float> Kernel::features(const Schedule &schedule,
                                    size_t nextKind) const {
  const compiler::KernelInfo &info = impl->info;
  std::vector<float> values;
  values.reserve(getFeatureCount());
  auto push = [&](double value) { values.push_back(float(value)); };
  for (compiler::KernelFamily family :
       {compiler::KernelFamily::Contraction, compiler::KernelFamily::Reduction,
        compiler::KernelFamily::Elementwise, compiler::KernelFamily::Row})
    push(info.family == family);
  push(impl->loopSizes.size());
  push(impl->parallelLoops.size());
  push(impl->reductionLoops.size());
  push(1 + info.fused.size());
  push(impl->inputs);
  for (size_t i = 0; i < kMaxLoops; ++i) {
    bool present = i < impl->loopSizes.size();
    push(present ? log2OrZero(impl->loopSizes[i]) : 0);
    push(!present ? 0 : llvm::is_contained(impl->reductionLoops, i) ? -1 : 1);
  }
  // Operands: bytes, whether the anchor's innermost loop walks them with
  // stride 1, and how often each element is used (iterations / elements).
  double iterations = 1;
  for (int64_t size : impl->loopSizes)
    iterations *= double(size);
  mlir::linalg::LinalgOp anchor = info.anchor;
  unsigned innermost = impl->loopSizes.size() - 1;
  double totalBytes = 0;
  auto operandFacts = [&](mlir::OpOperand &operand) {
    auto type = mlir::cast<mlir::ShapedType>(operand.get().getType());
    double elements = double(type.getNumElements());
    double bytes = elements * type.getElementTypeBitWidth() / 8;
    mlir::AffineMap map = anchor.getMatchingIndexingMap(&operand);
    bool contiguous = map.getNumResults() > 0 &&
                      map.getResults().back().isFunctionOfDim(innermost);
    return std::array<double, 3>{bytes, double(contiguous),
                                 iterations / std::max(1.0, elements)};
  };
  for (size_t i = 0; i < 4; ++i) {
    if (i < impl->inputs) {
      auto [bytes, contiguous, reuse] =
          operandFacts(*anchor.getDpsInputOperand(i));
      totalBytes += bytes;
      push(log2OrZero(bytes));
      push(contiguous);
      push(log2OrZero(reuse));
    } else {
      push(0);
      push(0);
      push(0);
    }
  }
  double outputBytes = operandFacts(*anchor.getDpsInitOperand(0))[0];
  totalBytes += outputBytes;
  push(log2OrZero(outputBytes));
  push(log2OrZero(impl->work.flops));
  push(log2OrZero(totalBytes));
  push(impl->work.flops > 0 ? std::log2(impl->work.flops / totalBytes) : 0);
  auto elementBits = [](mlir::OpOperand *operand) {
    return mlir::getElementTypeOrSelf(operand->get().getType())
        .getIntOrFloatBitWidth();
  };
  push(elementBits(anchor.getDpsInitOperand(0)));
  push(impl->inputs ? elementBits(anchor.getDpsInputOperand(0)) : 0);

  for (size_t kind = 0; kind < kStepKinds; ++kind)
    push(kind == nextKind);
  for (size_t kind = 0; kind + 1 < kStepKinds; ++kind)
    push(schedule.has(getActionKind(StepKind(kind))));

  compiler::ResolvedSchedule resolved;
  llvm::SmallVector<compiler::Violation> violations;
  bool legal = mlir::succeeded(
      compiler::resolveSchedule(schedule, info, resolved, violations));
  // The loops in the order the schedule sees them.
  std::vector<int64_t> sizes = impl->loopSizes;
  if (legal && !resolved.interchange.empty())
    for (size_t i = 0; i < sizes.size(); ++i)
      sizes[i] = impl->loopSizes[resolved.interchange[i]];
  for (const llvm::SmallVector<int64_t> *tiles :
       {&resolved.blockTiles, &resolved.threadTiles, &resolved.reduceTiles})
    for (size_t i = 0; i < kMaxLoops; ++i)
      push(legal && i < tiles->size() ? log2OrZero((*tiles)[i]) : 0);
  double threads = 1, blocks = 1;
  for (int64_t grid : resolved.grid) {
    push(legal ? log2OrZero(grid) : 0);
    blocks *= grid;
  }
  for (int64_t block : resolved.blockDims) {
    push(legal ? log2OrZero(block) : 0);
    threads *= block;
  }
  push(log2OrZero(threads));
  push(log2OrZero(blocks));
  push(log2OrZero(resolved.splitThreads));
  push(log2OrZero(resolved.splitK));
  push(log2OrZero(resolved.unroll));
  push(resolved.vectorize);
  std::array<bool, 4> promoted{};
  for (const compiler::ResolvedSchedule::PromotedOperand &operand :
       resolved.promoted)
    if (operand.operand < 4)
      promoted[operand.operand] = true;
  for (bool value : promoted)
    push(value);
  push(!resolved.interchange.empty());
  push(log2OrZero(getSharedBytes(resolved)));
  // Outputs per thread: each parallel loop's thread tile, or the block's
  // extent where threads do not tile it.
  double perThread = 1;
  if (legal)
    for (unsigned loop : impl->parallelLoops) {
      size_t position = compiler::positionAfterInterchange(
          resolved.interchange, loop);
      int64_t tile = resolved.threadTiles[position];
      int64_t extent = resolved.blockTiles[position] ? resolved.blockTiles[position]
                                                     : sizes[position];
      perThread *= double(tile ? tile : extent);
    }
  push(log2OrZero(perThread));
  // Waves of an H200 (by threads alone; the cost model's occupancy below
  // also counts registers and shared memory).
  double blocksPerSm = std::min(
      kBlocksPerSm, std::floor(kThreadsPerSm / std::max(1.0, threads)));
  push(blocks / (kSms * std::max(1.0, blocksPerSm)));
  // The cost model's registers per thread and occupancy.
  CostEstimate cost = legal ? estimateCost(*impl, resolved) : CostEstimate{};
  push(log2OrZero(cost.registers));
  push(cost.occupancy);
  push(legal && resolved.mma);
  push(legal && resolved.wgmma);
  push(legal ? log2OrZero(resolved.pipelineStages) : 0);
  return values;
}

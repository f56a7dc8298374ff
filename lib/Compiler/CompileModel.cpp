//===- CompileModel.cpp - a whole model to one launch plan ----------------===//
//
// A model's function is many kernels: its dispatch regions are outlined
// (cuda-agent-form-dispatch-regions), each compiled as a kernel into a
// directory of its own, and their launch plans joined into the model's, in
// the order the model calls them. The model's buffers: its arguments and
// results are the plan's host arguments (as the float64 reference of the
// whole model numbers them); every other value a region writes is a
// temporary the runtime allocates once; a reshape between two regions is
// a view of one buffer.
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Compiler/CompilePlan.h"

#include "cuda-agent/Scheduling/DispatchRegions.h"
#include "cuda-agent/Scheduling/Reshapes.h"
#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <map>

using namespace mlir;
using namespace mlir::cuda_agent;
namespace json = llvm::json;

namespace {

bool isReshape(Operation *op) {
  return isa_and_nonnull<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op);
}

bool isArgumentOf(Value value, func::FuncOp function) {
  auto argument = dyn_cast<BlockArgument>(value);
  return argument && argument.getOwner() == &function.getBody().front();
}

/// The argument of `function` each of its results is written into, after
/// cuda-agent-results-to-destinations: through each op's tied init and
/// through reshapes.
FailureOr<SmallVector<unsigned>> getResultDestinations(func::FuncOp function) {
  auto terminator = cast<func::ReturnOp>(function.getBody().front().back());
  SmallVector<unsigned> destinations;
  for (auto [index, result] : llvm::enumerate(terminator.getOperands())) {
    Value destination = getWrittenDestination(result);
    if (!isArgumentOf(destination, function))
      return function.emitError()
             << "result #" << index
             << " is written into no argument: a region's results are "
                "buffers of the model's plan";
    destinations.push_back(cast<BlockArgument>(destination).getArgNumber());
  }
  return destinations;
}

/// The names of the ops `function` computes with, in order, each once.
std::string describeOps(func::FuncOp function) {
  llvm::SetVector<StringRef> names;
  for (Operation &op : function.getBody().front().without_terminator())
    if (!isDispatchRegionInit(&op))
      names.insert(op.getName().getStringRef());
  return llvm::join(names, ", ");
}

llvm::Expected<json::Value> readJson(StringRef path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(path);
  if (!file)
    return llvm::createStringError("cannot read " + path.str() + ": " +
                                   file.getError().message());
  return json::parse((*file)->getBuffer());
}

LogicalResult writeJson(Operation *anchor, StringRef path, json::Value value) {
  std::error_code error;
  llvm::raw_fd_ostream os(path, error);
  if (error)
    return anchor->emitError()
           << "cannot write " << path << ": " << error.message();
  os << llvm::formatv("{0:2}", value) << "\n";
  return success();
}

/// The source names (locations) of a region's ops, and of each value it
/// returns: what a caller that runs regions one by one matches them by.
struct RegionSources {
  std::vector<std::string> ops;
  SmallVector<std::string> results;
};

std::string getFirstSourceName(Operation *op) {
  llvm::SetVector<StringRef> names;
  if (op)
    collectSourceNames(op->getLoc(), names);
  return names.empty() ? std::string() : names.front().str();
}

/// The sources of `op`: a call's callee's ops and returned values, else the
/// op itself.
RegionSources describeSources(Operation *op, func::FuncOp callee) {
  RegionSources sources;
  llvm::SetVector<StringRef> names;
  if (!callee) {
    collectSourceNames(op->getLoc(), names);
    sources.results.assign(op->getNumResults(), getFirstSourceName(op));
  } else {
    Block &body = callee.getBody().front();
    for (Operation &inner : body.without_terminator())
      if (!isDispatchRegionInit(&inner))
        collectSourceNames(inner.getLoc(), names);
    for (Value returned : body.getTerminator()->getOperands())
      sources.results.push_back(
          getFirstSourceName(getReshapedSource(returned).getDefiningOp()));
  }
  for (StringRef name : names)
    sources.ops.push_back(name.str());
  return sources;
}

LogicalResult writeModule(ModuleOp module, StringRef path) {
  std::error_code error;
  llvm::raw_fd_ostream os(path, error);
  if (error)
    return module.emitError()
           << "cannot write " << path << ": " << error.message();
  module.print(os);
  return success();
}

/// Runs `run` with its error diagnostics held in `errors` (joined by " | ")
/// instead of emitted.
LogicalResult holdErrors(MLIRContext *context,
                         llvm::function_ref<LogicalResult()> run,
                         std::string &errors) {
  ScopedDiagnosticHandler holder(context, [&](Diagnostic &diagnostic) {
    if (diagnostic.getSeverity() == DiagnosticSeverity::Error)
      errors += (errors.empty() ? "" : " | ") + diagnostic.str();
    return success();
  });
  return run();
}

/// Compiles the kernel of the region `call` calls into `directory`: with
/// the schedule `options.chooseRegionSchedule` gives it, else - or where
/// that one does not lower (a legal schedule still can fail) - its default;
/// `fallbackReason` says why the default was taken.
LogicalResult compileRegionKernel(func::CallOp call, ModuleOp kernel,
                                  StringRef directory,
                                  const CompilePlanOptions &options,
                                  CompilePlanOptions regionOptions,
                                  std::string &fallbackReason) {
  regionOptions.schedule.clear();
  if (options.chooseRegionSchedule) {
    FailureOr<std::string> schedule =
        options.chooseRegionSchedule(kernel, call.getCallee());
    if (succeeded(schedule)) {
      regionOptions.schedule = *schedule;
    } else {
      // The chooser said why; the region's own schedule instead.
      call.emitRemark() << "nothing chosen for @" << call.getCallee()
                        << ": its default schedule";
      fallbackReason = "nothing chosen";
    }
  }
  if (regionOptions.schedule.empty())
    return compilePlan(kernel, directory, regionOptions);
  std::string chosenErrors;
  if (succeeded(holdErrors(
          call.getContext(),
          [&] { return compilePlan(kernel, directory, regionOptions); },
          chosenErrors)))
    return success();
  call.emitRemark() << "the chosen schedule of @" << call.getCallee() << " ("
                    << regionOptions.schedule << ") did not compile ("
                    << chosenErrors << "): its default schedule instead";
  fallbackReason = regionOptions.schedule + ": " + chosenErrors;
  regionOptions.schedule.clear();
  return compilePlan(kernel, directory, regionOptions);
}

/// The model's plan as its regions' plans are joined into it.
class ModelPlan {
public:
  ModelPlan(func::FuncOp function, StringRef directory)
      : function(function), directory(directory) {}

  /// The argument of its kernel that each result of `op` (a region's call,
  /// or a layout op compiled as a kernel of its own) is written into.
  void setDestinations(Operation *op, SmallVector<unsigned> written) {
    destinations[op] = std::move(written);
  }

  /// The model's arguments, then its results written into arguments of
  /// their own, as cuda-agent-results-to-destinations numbers them (a
  /// result that a region writes into a model argument is that argument).
  LogicalResult assignHostArguments() {
    for (BlockArgument argument : function.getArguments()) {
      buffers[argument] = argument.getArgNumber();
      hostTypes[argument.getArgNumber()] = argument.getType();
    }
    int64_t next = function.getNumArguments();
    auto terminator =
        cast<func::ReturnOp>(function.getBody().front().getTerminator());
    for (auto [index, result] : llvm::enumerate(terminator.getOperands())) {
      if (!isa<RankedTensorType>(result.getType()))
        continue;
      Value written = getWrittenValue(result);
      if (isArgumentOf(written, function)) {
        // Written into an argument (import's destination): that argument.
        resultIndices[cast<BlockArgument>(written).getArgNumber()] = index;
        continue;
      }
      hostTypes[next] = result.getType();
      resultIndices[next] = index;
      auto [known, inserted] = buffers.try_emplace(written, next++);
      if (!inserted)
        return terminator.emitError()
               << "result #" << index
               << " is a view of another result: a "
                  "plan writes each result into a buffer of its own";
    }
    return success();
  }

  /// A reshape in the model's function: a view of its operand's buffer.
  LogicalResult addView(Operation *reshape) {
    auto operand = buffers.find(reshape->getOperand(0));
    if (operand == buffers.end())
      return reshape->emitError("reshapes a value no region computes");
    buffers[reshape->getResult(0)] = operand->second;
    return success();
  }

  /// The model's buffers of `op`'s kernel's arguments (`operands`, then
  /// its results' buffers), each result's buffer assigned; a temporary
  /// remembers the source its value came from.
  FailureOr<std::map<int64_t, int64_t>>
  assignRegionArguments(Operation *op, ValueRange operands,
                        const RegionSources &sources) {
    unsigned inputs = operands.size();
    std::map<int64_t, int64_t> hostArgs;
    for (auto [index, operand] : llvm::enumerate(operands)) {
      auto buffer = buffers.find(operand);
      if (buffer == buffers.end())
        return op->emitError()
               << "operand #" << index << " is computed outside every region";
      hostArgs[index] = buffer->second;
    }
    auto known = destinations.find(op);
    for (auto [index, result] : llvm::enumerate(op->getResults())) {
      // Unknown (an op left to the caller): a temporary of its own.
      unsigned destination =
          known == destinations.end() ? inputs + index : known->second[index];
      writtenResults[op][destination] = index;
      if (destination < inputs) {
        // Written into an operand (the model's result argument).
        buffers[result] = hostArgs[destination];
        bufferSources[hostArgs[destination]] = sources.results[index];
        continue;
      }
      auto [buffer, fresh] = buffers.try_emplace(result, -1 - temporaries);
      if (fresh)
        ++temporaries;
      bufferSources[buffer->second] = sources.results[index];
      hostArgs[destination] = buffer->second;
    }
    return hostArgs;
  }

  /// How `op`'s kernel arguments are the model's buffers, for a caller
  /// that runs the regions one by one: the host argument of each; which
  /// result of the region it is written with; the source of the value a
  /// region computes.
  json::Array describeArguments(Operation *op,
                                const std::map<int64_t, int64_t> &hostArgs) {
    json::Array arguments;
    const std::map<unsigned, unsigned> &written = writtenResults[op];
    for (auto [index, hostArg] : hostArgs) {
      json::Object argument{{"host_arg", hostArg}};
      if (auto source = bufferSources.find(hostArg);
          source != bufferSources.end())
        argument["source"] = source->second;
      if (auto result = written.find(index); result != written.end())
        argument["result"] = int64_t(result->second);
      arguments.push_back(std::move(argument));
    }
    return arguments;
  }

  /// Leaves `op` (a region's call or an op between regions that did not
  /// compile) to the caller: its results are temporaries it fills.
  LogicalResult leaveOut(Operation *op, ValueRange operands, StringRef name,
                         StringRef error, const RegionSources &sources) {
    FailureOr<std::map<int64_t, int64_t>> hostArgs =
        assignRegionArguments(op, operands, sources);
    if (failed(hostArgs))
      return failure();
    leftOut.push_back(json::Object{
        {"order", joined++},
        {"function", name.str()},
        {"error", error.str()},
        {"sources", json::Array(sources.ops)},
        {"arguments", describeArguments(op, *hostArgs)},
    });
    return success();
  }

  /// Joins the plan compiled into `regionDirectory` (a subdirectory) for
  /// `op`, whose kernel `name` takes `operands` then its results.
  LogicalResult addRegion(Operation *op, ValueRange operands, StringRef name,
                          StringRef regionDirectory,
                          const RegionSources &sources,
                          StringRef scheduleFallback = {}) {
    FailureOr<std::map<int64_t, int64_t>> assigned =
        assignRegionArguments(op, operands, sources);
    if (failed(assigned))
      return failure();
    std::map<int64_t, int64_t> &hostArgs = *assigned;

    llvm::SmallString<256> path(directory);
    llvm::sys::path::append(path, regionDirectory, "launch.json");
    llvm::Expected<json::Value> document = readJson(path);
    if (!document)
      return op->emitError() << llvm::toString(document.takeError());
    json::Object *plan = document->getAsObject();
    json::Array *regionLaunches = plan ? plan->getArray("launches") : nullptr;
    if (!regionLaunches)
      return op->emitError() << path << " has no launches";
    // The region's own temporaries (split-K partial sums) are the model's.
    llvm::DenseMap<int64_t, int64_t> regionTemporaries;
    for (json::Value &launchValue : *regionLaunches) {
      json::Object &launch = *launchValue.getAsObject();
      launch["code"] =
          (regionDirectory + "/" + *launch.getString("code")).str();
      for (json::Value &argValue : *launch.getArray("args")) {
        json::Object &arg = *argValue.getAsObject();
        int64_t hostArg = *arg.getInteger("host_arg");
        if (hostArg < 0) {
          auto [known, fresh] =
              regionTemporaries.try_emplace(hostArg, -1 - temporaries);
          if (fresh)
            ++temporaries;
          arg["host_arg"] = known->second;
          continue;
        }
        auto mapped = hostArgs.find(hostArg);
        if (mapped == hostArgs.end())
          return op->emitError()
                 << "its plan names argument #" << hostArg
                 << ", which is neither an operand nor a result's buffer";
        arg["host_arg"] = mapped->second;
      }
      launches.push_back(std::move(launchValue));
    }
    flops += plan->getNumber("flops").value_or(0);
    reductionLength = std::max(
        reductionLength, plan->getInteger("reduction_length").value_or(0));
    tf32Products |= plan->getBoolean("tf32_products").value_or(false);
    regions.push_back(json::Object{
        {"order", joined++},
        {"function", name.str()},
        {"directory", regionDirectory.str()},
        {"schedule", plan->getString("schedule").value_or("").str()},
        {"launches", int64_t(regionLaunches->size())},
        {"sources", json::Array(sources.ops)},
        {"arguments", describeArguments(op, hostArgs)},
    });
    if (!scheduleFallback.empty())
      regions.back().getAsObject()->try_emplace("schedule_fallback",
                                                scheduleFallback.str());
    return success();
  }

  LogicalResult write() {
    // The host arguments in the model's shapes (launches may see views).
    json::Array hostArgs;
    for (auto [index, type] : hostTypes) {
      auto tensor = dyn_cast<RankedTensorType>(type);
      if (!tensor)
        continue;
      std::string dtype;
      llvm::raw_string_ostream os(dtype);
      os << tensor.getElementType();
      json::Object hostArg{{"host_arg", index},
                           {"shape", json::Array(tensor.getShape())},
                           {"dtype", dtype}};
      if (auto result = resultIndices.find(index);
          result != resultIndices.end())
        hostArg["result"] = int64_t(result->second);
      hostArgs.push_back(std::move(hostArg));
    }
    json::Object document{
        {"host_args", std::move(hostArgs)},
        {"version", 1},
        {"calling_convention", "bare_ptr"},
        {"launches", std::move(launches)},
        {"flops", flops},
        {"reduction_length", reductionLength},
        {"regions", std::move(regions)},
    };
    if (tf32Products)
      document["tf32_products"] = true;
    if (!leftOut.empty())
      document["left_out"] = std::move(leftOut);
    llvm::SmallString<256> path(directory);
    llvm::sys::path::append(path, "launch.json");
    return writeJson(function, path, std::move(document));
  }

private:
  /// The value whose buffer `value` is: through reshapes, and through
  /// results a region writes into one of its operands.
  Value getWrittenValue(Value value) {
    value = getReshapedSource(value);
    auto result = dyn_cast<OpResult>(value);
    auto call = result ? dyn_cast<func::CallOp>(result.getOwner()) : nullptr;
    if (!call)
      return value;
    unsigned destination = destinations.lookup(call)[result.getResultNumber()];
    if (destination >= call.getNumOperands())
      return value;
    return getWrittenValue(call.getOperand(destination));
  }

  func::FuncOp function;
  llvm::DenseMap<Operation *, SmallVector<unsigned>> destinations;
  /// The model's type of each host argument.
  std::map<int64_t, Type> hostTypes;
  /// The model's result each host argument holds, if any.
  std::map<int64_t, unsigned> resultIndices;
  /// Where the value of each buffer a region writes came from (a source
  /// name).
  std::map<int64_t, std::string> bufferSources;
  /// For each op joined: the result written into each of its arguments.
  llvm::DenseMap<Operation *, std::map<unsigned, unsigned>> writtenResults;
  json::Array leftOut;
  /// Regions and ops left out so far: each one's place in the model.
  int64_t joined = 0;
  std::string directory;
  /// The host argument (or temporary -1 - k) each model value is.
  llvm::DenseMap<Value, int64_t> buffers;
  int64_t temporaries = 0;
  json::Array launches;
  json::Array regions;
  double flops = 0;
  int64_t reductionLength = 0;
  bool tf32Products = false;
};

/// A module of `outlined`'s callee alone, public, its results written into
/// arguments: the kernel of one region.
FailureOr<OwningOpRef<ModuleOp>> extractRegion(ModuleOp outlined,
                                               func::CallOp call) {
  OwningOpRef<ModuleOp> kernel = outlined.clone();
  for (auto function :
       llvm::make_early_inc_range(kernel->getOps<func::FuncOp>()))
    if (function.getSymName() != call.getCallee())
      function.erase();
  auto region = *kernel->getOps<func::FuncOp>().begin();
  region.setPublic();
  // The region as import leaves a kernel of its own: reshapes between its
  // ops folded (a residual sum of a GEMM's 2-D result and a 3-D input,
  // before LayerNorm), several results over the same rows (GroupNorm's mean
  // and rstd) ending in one op.
  PassManager pm(outlined.getContext());
  pm.addNestedPass<func::FuncOp>(createFoldElementwiseReshapes());
  pm.addNestedPass<func::FuncOp>(createCollapseElementwiseDims());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addNestedPass<func::FuncOp>(createMergeResultGenerics());
  pm.addNestedPass<func::FuncOp>(createDuplicateSharedFills());
  pm.addPass(createResultsToDestinations());
  if (failed(pm.run(*kernel)))
    return failure();
  return std::move(kernel);
}

/// Concatenations as slices inserted into an empty tensor: how a layout
/// kernel computes one, and how the reference sees it (a returned one is
/// then written into an argument).
LogicalResult decomposeConcatenations(Operation *root) {
  RewritePatternSet patterns(root->getContext());
  tensor::populateDecomposeTensorConcatPatterns(patterns);
  return applyPatternsGreedily(root, std::move(patterns));
}

/// Whether `op`, left between a model's regions, compiles as a kernel of
/// its own: a layout op of tensor operands alone (a concatenation, a
/// slice of static offsets).
bool isLayoutOp(Operation &op) {
  return isa<tensor::ConcatOp, tensor::ExtractSliceOp>(op) &&
         llvm::all_of(op.getOperandTypes(), llvm::IsaPred<RankedTensorType>);
}

/// A module of one public function `name` running `op` alone, its results
/// written into arguments of their own: a concatenation as slices inserted
/// into an empty tensor, any other result copied into one.
FailureOr<OwningOpRef<ModuleOp>> extractLayoutOp(Operation &op,
                                                 StringRef name) {
  OwningOpRef<ModuleOp> kernel = ModuleOp::create(op.getLoc());
  OpBuilder builder = OpBuilder::atBlockBegin(kernel->getBody());
  auto function = func::FuncOp::create(
      builder, op.getLoc(), name,
      builder.getFunctionType(op.getOperandTypes(), op.getResultTypes()));
  Block *body = function.addEntryBlock();
  OpBuilder inside = OpBuilder::atBlockBegin(body);
  IRMapping mapping;
  mapping.map(op.getOperands(), body->getArguments());
  Operation *clone = inside.clone(op, mapping);
  SmallVector<Value> results;
  for (Value result : clone->getResults()) {
    if (isa<tensor::ConcatOp>(clone)) {
      results.push_back(result);
      continue;
    }
    auto type = cast<RankedTensorType>(result.getType());
    Value empty = tensor::EmptyOp::create(inside, op.getLoc(), type.getShape(),
                                          type.getElementType());
    results.push_back(linalg::CopyOp::create(inside, op.getLoc(), result, empty)
                          .getResult(0));
  }
  func::ReturnOp::create(inside, op.getLoc(), results);
  if (failed(decomposeConcatenations(function)))
    return op.emitError("could not decompose it into slices");
  PassManager pm(op.getContext());
  pm.addPass(createResultsToDestinations());
  if (failed(pm.run(*kernel)))
    return failure();
  return std::move(kernel);
}

} // namespace

LogicalResult
mlir::cuda_agent::compileModelPlan(ModuleOp model, StringRef directory,
                                   const CompilePlanOptions &options) {
  MLIRContext *context = model.getContext();
  OwningOpRef<ModuleOp> outlined = model.clone();
  PassManager pm(context);
  pm.addPass(createFormDispatchRegions());
  if (failed(pm.run(*outlined)))
    return failure();
  func::FuncOp function = getModelFunction(*outlined);
  if (!function)
    return model.emitError("a model's plan is that of one public function "
                           "of one block");
  if (std::error_code error = llvm::sys::fs::create_directories(directory))
    return model.emitError()
           << "cannot create " << directory << ": " << error.message();

  // Each region's kernel, and which argument its results are written into.
  ModelPlan plan(function, directory);
  SmallVector<std::pair<func::CallOp, OwningOpRef<ModuleOp>>> kernels;
  for (auto call : function.getBody().front().getOps<func::CallOp>()) {
    FailureOr<OwningOpRef<ModuleOp>> kernel = extractRegion(*outlined, call);
    if (failed(kernel))
      return failure();
    FailureOr<SmallVector<unsigned>> destinations =
        getResultDestinations(*(**kernel).getOps<func::FuncOp>().begin());
    if (failed(destinations))
      return failure();
    plan.setDestinations(call, std::move(*destinations));
    kernels.emplace_back(call, std::move(*kernel));
  }
  if (failed(plan.assignHostArguments()))
    return failure();

  CompilePlanOptions regionOptions = options;
  regionOptions.reference = false;
  regionOptions.wholeModel = false;
  // With hostFallback, what does not compile is left to the caller, its
  // diagnostics kept as the reason.
  std::string heldErrors;
  auto compileOrLeaveOut = [&](Operation *op, StringRef name,
                               const RegionSources &sources,
                               llvm::function_ref<LogicalResult()> compile,
                               llvm::function_ref<LogicalResult()> join,
                               llvm::function_ref<void()> explain) {
    if (!options.hostFallback) {
      if (succeeded(compile()))
        return join();
      explain();
      return failure();
    }
    heldErrors.clear();
    if (succeeded(holdErrors(context, compile, heldErrors)))
      return join();
    op->emitWarning() << name << " is left to the caller: " << heldErrors;
    return plan.leaveOut(op, op->getOperands(), name, heldErrors, sources);
  };
  auto kernel = kernels.begin();
  unsigned layouts = 0;
  for (Operation &op : function.getBody().front().without_terminator()) {
    if (isDispatchRegionInit(&op))
      continue;
    if (isReshape(&op)) {
      if (failed(plan.addView(&op)))
        return failure();
      continue;
    }
    auto call = dyn_cast<func::CallOp>(op);
    if (!call && isLayoutOp(op)) {
      std::string name =
          (function.getSymName() + "_layout" + Twine(layouts++)).str();
      RegionSources sources = describeSources(&op, nullptr);
      llvm::SmallString<256> path(directory);
      llvm::sys::path::append(path, name);
      auto compileLayout = [&]() -> LogicalResult {
        FailureOr<OwningOpRef<ModuleOp>> layout = extractLayoutOp(op, name);
        if (failed(layout))
          return failure();
        FailureOr<SmallVector<unsigned>> destinations =
            getResultDestinations(*(**layout).getOps<func::FuncOp>().begin());
        if (failed(destinations))
          return failure();
        plan.setDestinations(&op, std::move(*destinations));
        return compileScheduleFreePlan(**layout, path, options,
                                       /*widen=*/false);
      };
      if (failed(compileOrLeaveOut(
              &op, name, sources, compileLayout,
              [&] {
                return plan.addRegion(&op, op.getOperands(), name, name,
                                      sources);
              },
              [&] {
                op.emitError("failed to compile as a kernel of its own");
              })))
        return failure();
      continue;
    }
    if (!call) {
      if (!options.hostFallback)
        return op.emitError()
               << "is in no dispatch region: a model's plan runs its regions' "
                  "kernels, their reshapes, and concatenations and slices "
                  "between them";
      std::string name = op.getName().getStringRef().str();
      op.emitWarning() << "is in no dispatch region: left to the caller";
      if (failed(plan.leaveOut(&op, op.getOperands(), name,
                               "in no dispatch region",
                               describeSources(&op, nullptr))))
        return failure();
      continue;
    }
    assert(kernel->first == call && "calls in the function's order");
    std::string regionDirectory =
        ("region" + Twine(kernel - kernels.begin())).str();
    llvm::SmallString<256> path(directory);
    llvm::sys::path::append(path, regionDirectory);
    func::FuncOp region = *kernel->second->getOps<func::FuncOp>().begin();
    RegionSources sources = describeSources(
        call, outlined->lookupSymbol<func::FuncOp>(call.getCallee()));
    std::string fallbackReason;
    auto compileRegion = [&] {
      return compileRegionKernel(call, *kernel->second, path, options,
                                 regionOptions, fallbackReason);
    };
    if (failed(compileOrLeaveOut(
            call, call.getCallee(), sources, compileRegion,
            [&] {
              if (failed(plan.addRegion(call, call.getOperands(),
                                        call.getCallee(), regionDirectory,
                                        sources, fallbackReason)))
                return failure();
              // The region's kernel beside its plan (`cuda-agent db record`
              // of its measurements, a report of its failure).
              llvm::SmallString<256> kernelPath(path);
              llvm::sys::path::append(kernelPath, call.getCallee() + ".mlir");
              return writeModule(*kernel->second, kernelPath);
            },
            [&] {
              call.emitError()
                  << "dispatch region @" << call.getCallee() << " ("
                  << describeOps(region) << ") failed to compile";
            })))
      return failure();
    ++kernel;
  }
  if (failed(plan.write()))
    return failure();
  if (!options.reference)
    return success();
  // The reference of the model as one function: regions outlined already
  // are inlined back.
  OwningOpRef<ModuleOp> inlined = model.clone();
  PassManager inlining(context);
  inlining.addPass(createInlinerPass());
  inlining.addPass(createSymbolDCEPass());
  if (failed(inlining.run(*inlined)))
    return failure();
  if (failed(decomposeConcatenations(*inlined)))
    return model.emitError("could not decompose its concatenations");
  return compileReferencePlan(*inlined, directory, options);
}

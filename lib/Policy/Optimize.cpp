//===- Optimize.cpp - the policy chooses the kernel's schedule ------------===//

#include "cuda-agent/Policy/Passes.h"

#include "cuda-agent/Env/Kernel.h"
#include "cuda-agent/Policy/Policy.h"
#include "cuda-agent/Scheduling/Scheduling.h"
#include "dialects/CudaAgent/CudaAgentAttrs.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <optional>

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_OPTIMIZE
#include "cuda-agent/Policy/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;
using namespace mlir::cuda_agent;
namespace policy = ::cuda_agent::policy;

namespace {

struct Optimize : public mlir::cuda_agent::impl::OptimizeBase<Optimize> {
  using OptimizeBase::OptimizeBase;

  LogicalResult initialize(MLIRContext *context) override {
    if (mode != "greedy" && mode != "sample")
      return emitError(UnknownLoc::get(context))
             << "cuda-agent-optimize: mode must be 'greedy' or 'sample', not '"
             << mode << "'";
    llvm::Expected<policy::Policy> policyOrError = policy::Policy::load(policy);
    if (!policyOrError)
      // Reported when the pass runs, on the module.
      loadError = llvm::toString(policyOrError.takeError());
    else
      loaded.emplace(std::move(*policyOrError));
    return success();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (!loaded) {
      module.emitError() << loadError;
      return signalPassFailure();
    }
    FailureOr<func::FuncOp> function = findKernelFunction(module);
    if (failed(function))
      return signalPassFailure();
    FailureOr<KernelInfo> info = analyzeKernel(*function);
    if (failed(info))
      return signalPassFailure();
    // The environment loads its own copy of the kernel (its own context).
    std::string text;
    llvm::raw_string_ostream os(text);
    module.print(os);
    llvm::Expected<std::shared_ptr<::cuda_agent::env::Kernel>> kernel =
        ::cuda_agent::env::Kernel::parse("kernel", text);
    if (!kernel) {
      module.emitError() << "cuda-agent-optimize: "
                         << llvm::toString(kernel.takeError());
      return signalPassFailure();
    }
    policy::Policy::ChooseOptions options;
    options.mode = mode == "sample" ? policy::Mode::Sample : policy::Mode::Greedy;
    options.samples = samples;
    options.seed = seed;
    policy::Policy::Choice choice = loaded->choose(*kernel, options);
    llvm::Expected<::cuda_agent::Schedule> schedule =
        ::cuda_agent::Schedule::parse(choice.schedule);
    if (!schedule) {
      module.emitError() << "cuda-agent-optimize: the policy's schedule '"
                         << choice.schedule << "': "
                         << llvm::toString(schedule.takeError());
      return signalPassFailure();
    }
    info->anchor->setAttr(kScheduleAttrName,
                          ScheduleAttr::get(module.getContext(), *schedule));
  }

  std::optional<policy::Policy> loaded;
  std::string loadError;
};

} // namespace

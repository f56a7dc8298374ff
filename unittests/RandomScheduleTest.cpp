//===- RandomScheduleTest.cpp - every legal schedule lowers to PTX --------===//
//
// For each test kernel, draws random schedules (seeded) until 200 are legal
// and runs each through cuda-agent-apply-schedule and cuda-agent-lower-to-ptx
// in-process: a legal schedule must never fail to compile.
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Compiler/Registration.h"
#include "cuda-agent/Scheduling/Scheduling.h"
#include "passes/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include <gtest/gtest.h>

using namespace mlir;
namespace compiler = mlir::cuda_agent;

namespace {

constexpr int kLegalSchedulesPerKernel = 200;
constexpr int kMaxDraws = 10000; // conv-bn-relu-64: ~4% of draws are legal

class RandomSchedules : public ::testing::TestWithParam<const char *> {};

TEST_P(RandomSchedules, EveryLegalScheduleLowersToPtx) {
  DialectRegistry registry;
  compiler::registerCompilerDialects(registry);
  MLIRContext context(registry);
  context.disableMultithreading();
  std::string path = std::string(CUDA_AGENT_TEST_KERNELS) + "/" + GetParam();
  OwningOpRef<ModuleOp> kernel = parseSourceFile<ModuleOp>(path, &context);
  ASSERT_TRUE(kernel) << "cannot parse " << path;

  std::string diagnostics;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
    diagnostics += diagnostic.str() + "\n";
    return success();
  });

  std::mt19937_64 rng(20261130);
  int legal = 0, draws = 0;
  for (; legal < kLegalSchedulesPerKernel && draws < kMaxDraws; ++draws) {
    OwningOpRef<ModuleOp> module = kernel->clone();
    auto function = *module->getOps<func::FuncOp>().begin();
    FailureOr<compiler::KernelInfo> info = compiler::analyzeKernel(function);
    ASSERT_TRUE(succeeded(info)) << diagnostics;
    ::cuda_agent::Schedule schedule = compiler::sampleSchedule(*info, rng);
    compiler::ResolvedSchedule resolved;
    SmallVector<compiler::Violation> violations;
    if (failed(compiler::resolveSchedule(schedule, *info, resolved, violations)))
      continue;
    ++legal;

    diagnostics.clear();
    PassManager pm(&context);
    compiler::ApplyScheduleOptions options;
    options.schedule = schedule.str();
    pm.addPass(compiler::createApplySchedule(options));
    compiler::buildLowerToPTXPipeline(pm, compiler::LowerToPTXOptions());
    ASSERT_TRUE(succeeded(pm.run(*module)))
        << GetParam() << " with legal schedule '" << schedule.str()
        << "' failed:\n" << diagnostics;
    bool hasBinary = false;
    module->walk([&](gpu::BinaryOp binary) {
      hasBinary = true;
      // A buffer allocated in a kernel is a per-thread malloc: slow at best.
      for (Attribute object : binary.getObjects())
        EXPECT_FALSE(cast<gpu::ObjectAttr>(object).getObject().getValue().contains(
            "malloc"))
            << GetParam() << " with '" << schedule.str()
            << "' allocates memory in a kernel";
    });
    ASSERT_TRUE(hasBinary) << schedule.str();
  }
  EXPECT_EQ(legal, kLegalSchedulesPerKernel)
      << "only " << legal << " legal schedules in " << draws << " draws";
}

INSTANTIATE_TEST_SUITE_P(
    Kernels, RandomSchedules,
    ::testing::Values("matmul-128x64.mlir", "row-sum.mlir", "gelu.mlir",
                      "conv2d-nhwc.mlir", "batch-matmul.mlir",
                      "matmul-bias-relu.mlir", "scale-tanh-chain.mlir",
                      "softmax.mlir", "rmsnorm.mlir", "layernorm.mlir",
                      "conv-bn-relu-64.mlir", "gelu-row-sum.mlir",
                      "row-variance.mlir", "conv3x3-windows.mlir"));

} // namespace

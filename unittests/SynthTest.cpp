//===- SynthTest.cpp - the kernel generator's counts ----------------------===//
//
// The manifest's FLOPs are what the generator counted as it built each op;
// the compiler counts them again on the IR (countWork, the launch plan's
// "flops"). Both must agree for every family and dtype; so must the bytes.
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Synth/Synth.h"

#include "cuda-agent/Compiler/Registration.h"
#include "cuda-agent/Scheduling/Scheduling.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace cuda_agent::synth;

namespace {

class SynthFamily : public testing::TestWithParam<std::string> {};

std::vector<std::string> getFamilies() {
  std::vector<std::string> families;
  for (llvm::StringRef family : getFamilyNames())
    families.push_back(family.str());
  return families;
}

TEST_P(SynthFamily, CountsTheWorkTheCompilerCounts) {
  SynthOptions options;
  options.count = 8;
  options.seed = 5;
  options.families = {GetParam()};
  options.dtypes = {"f32", "f16", "bf16"};
  // Any size, no compile: this is about the counts.
  options.minMicroseconds = 0;
  options.maxMicroseconds = 1e12;
  options.checkLowering = false;
  options.threads = 2;
  SynthStats stats;
  llvm::Expected<std::vector<SynthKernel>> kernels =
      synthesize(options, stats);
  ASSERT_TRUE(static_cast<bool>(kernels)) << llvm::toString(kernels.takeError());
  ASSERT_EQ(kernels->size(), 8u);
  mlir::DialectRegistry registry;
  mlir::cuda_agent::registerCompilerDialects(registry);
  mlir::MLIRContext context(registry);
  for (const SynthKernel &kernel : *kernels) {
    SCOPED_TRACE(kernel.id + " (" + kernel.variant + ", " + kernel.dtype + ")");
    EXPECT_EQ(kernel.family, GetParam());
    mlir::OwningOpRef<mlir::ModuleOp> module =
        mlir::parseSourceString<mlir::ModuleOp>(kernel.text, &context);
    ASSERT_TRUE(module);
    auto function = *module->getOps<mlir::func::FuncOp>().begin();
    EXPECT_EQ(mlir::cuda_agent::countWork(function).flops, kernel.flops);
    // Every argument in the dtype's width; argmax's output holds i64.
    double bytes = 0;
    size_t width = kernel.dtype == "f32" ? 4 : 2;
    for (auto [i, shape] : llvm::enumerate(kernel.shapes)) {
      double elements = 1;
      for (int64_t size : shape)
        elements *= double(size);
      bool indices = kernel.variant == "argmax-inner" && i + 1 == kernel.shapes.size();
      bytes += elements * double(indices ? 8 : width);
    }
    EXPECT_EQ(bytes, kernel.bytes);
    EXPECT_TRUE(kernel.split == "train" || kernel.split == "val" ||
                kernel.split == "test");
  }
}

INSTANTIATE_TEST_SUITE_P(EveryFamily, SynthFamily,
                         testing::ValuesIn(getFamilies()),
                         [](const testing::TestParamInfo<std::string> &info) {
                           return info.param;
                         });

} // namespace

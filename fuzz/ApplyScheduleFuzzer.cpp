//===- ApplyScheduleFuzzer.cpp - fuzz schedule application ----------------===//
//
// The input is an action string. For each of a few kernels: a string that
// does not parse is rejected; a schedule the legality check rejects gives
// reasons; a legal one must apply and lower to PTX. Anything else (a crash,
// a failed legal schedule) aborts.
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Compiler/Registration.h"
#include "cuda-agent/Scheduling/Scheduling.h"
#include "passes/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace mlir;
namespace compiler = mlir::cuda_agent;

namespace {

// Small kernels of four families (fast to compile, many legal schedules).
constexpr const char *kKernels[] = {
    R"mlir(func.func @matmul(%a: tensor<64x32xf32>, %b: tensor<32x48xf32>, %c: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<64x48xf32>) -> tensor<64x48xf32>
  %r = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x48xf32>) outs(%f : tensor<64x48xf32>) -> tensor<64x48xf32>
  return %r : tensor<64x48xf32>
})mlir",
    R"mlir(func.func @rowsum(%x: tensor<64x128xf32>, %o: tensor<64xf32>) -> tensor<64xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%o : tensor<64xf32>) -> tensor<64xf32>
  %r = linalg.reduce ins(%x : tensor<64x128xf32>) outs(%f : tensor<64xf32>) dimensions = [1]
    (%v: f32, %acc: f32) {
      %s = arith.addf %v, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<64xf32>
})mlir",
    R"mlir(func.func @exp(%x: tensor<32x64xf32>, %o: tensor<32x64xf32>) -> tensor<32x64xf32> {
  %r = linalg.exp ins(%x : tensor<32x64xf32>) outs(%o : tensor<32x64xf32>) -> tensor<32x64xf32>
  return %r : tensor<32x64xf32>
})mlir",
    // A row kernel: softmax over rows of 128.
    R"mlir(func.func @softmax(%x: tensor<16x128xf32>, %o: tensor<16x128xf32>) -> tensor<16x128xf32> {
  %lowest = arith.constant 0xFF800000 : f32
  %z = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<16xf32>
  %mi = linalg.fill ins(%lowest : f32) outs(%rows : tensor<16xf32>) -> tensor<16xf32>
  %m = linalg.reduce ins(%x : tensor<16x128xf32>) outs(%mi : tensor<16xf32>) dimensions = [1]
    (%v: f32, %acc: f32) {
      %r = arith.maximumf %v, %acc : f32
      linalg.yield %r : f32
    }
  %mb = linalg.broadcast ins(%m : tensor<16xf32>) outs(%o : tensor<16x128xf32>) dimensions = [1]
  %d = linalg.sub ins(%x, %mb : tensor<16x128xf32>, tensor<16x128xf32>) outs(%o : tensor<16x128xf32>) -> tensor<16x128xf32>
  %e = linalg.exp ins(%d : tensor<16x128xf32>) outs(%o : tensor<16x128xf32>) -> tensor<16x128xf32>
  %si = linalg.fill ins(%z : f32) outs(%rows : tensor<16xf32>) -> tensor<16xf32>
  %s = linalg.reduce ins(%e : tensor<16x128xf32>) outs(%si : tensor<16xf32>) dimensions = [1]
    (%v: f32, %acc: f32) {
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    }
  %sb = linalg.broadcast ins(%s : tensor<16xf32>) outs(%o : tensor<16x128xf32>) dimensions = [1]
  %r = linalg.div ins(%e, %sb : tensor<16x128xf32>, tensor<16x128xf32>) outs(%o : tensor<16x128xf32>) -> tensor<16x128xf32>
  return %r : tensor<16x128xf32>
})mlir",
};

MLIRContext &getContext() {
  static MLIRContext *context = [] {
    compiler::registerCompilerPasses();
    DialectRegistry registry;
    compiler::registerCompilerDialects(registry);
    auto *created = new MLIRContext(registry);
    created->disableMultithreading();
    created->loadAllAvailableDialects();
    return created;
  }();
  return *context;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string text(reinterpret_cast<const char *>(data), size);
  llvm::Expected<::cuda_agent::Schedule> schedule =
      ::cuda_agent::Schedule::parse(text);
  if (!schedule) {
    llvm::consumeError(schedule.takeError());
    return 0;
  }
  MLIRContext &context = getContext();
  std::string diagnostics;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
    diagnostics += diagnostic.str() + "\n";
    return success();
  });
  for (const char *source : kKernels) {
    OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(source, &context);
    if (!module)
      abort();
    auto function = *module->getOps<func::FuncOp>().begin();
    FailureOr<compiler::KernelInfo> kernel = compiler::analyzeKernel(function);
    if (failed(kernel))
      abort();
    compiler::ResolvedSchedule resolved;
    SmallVector<compiler::Violation> violations;
    if (failed(compiler::resolveSchedule(*schedule, *kernel, resolved,
                                         violations))) {
      if (violations.empty())
        abort(); // an illegal schedule must say why
      continue;
    }
    diagnostics.clear();
    PassManager pm(&context);
    compiler::ApplyScheduleOptions options;
    options.schedule = schedule->str();
    pm.addPass(compiler::createApplySchedule(options));
    compiler::buildLowerToPTXPipeline(pm, compiler::LowerToPTXOptions());
    if (failed(pm.run(*module))) {
      llvm::errs() << "legal schedule '" << schedule->str()
                   << "' failed to compile:\n" << diagnostics;
      abort();
    }
  }
  return 0;
}

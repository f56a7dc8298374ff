//===- EraseUnimplementedAsserts.cpp - drop torch-mlir's guard asserts ----===//

#include "passes/Passes.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_ERASEUNIMPLEMENTEDASSERTS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

struct EraseUnimplementedAssertsPass
    : public mlir::cuda_agent::impl::EraseUnimplementedAssertsBase<
          EraseUnimplementedAssertsPass> {
  void runOnOperation() override {
    getOperation().walk([](cf::AssertOp assertion) {
      if (assertion.getMsg().starts_with("unimplemented:"))
        assertion.erase();
    });
  }
};

} // namespace

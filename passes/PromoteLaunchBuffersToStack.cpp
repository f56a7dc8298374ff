//===- PromoteLaunchBuffersToStack.cpp - kernel buffers on the stack ------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_PROMOTELAUNCHBUFFERSTOSTACK
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

struct PromoteLaunchBuffersToStackPass
    : public mlir::cuda_agent::impl::PromoteLaunchBuffersToStackBase<
          PromoteLaunchBuffersToStackPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<memref::AllocOp> allocs;
    getOperation().walk([&](memref::AllocOp alloc) {
      MemRefType type = alloc.getType();
      if (!alloc->getParentOfType<gpu::LaunchOp>() || !type.hasStaticShape() ||
          !type.getElementType().isIntOrFloat())
        return;
      int64_t bits = type.getNumElements() *
                     int64_t(type.getElementType().getIntOrFloatBitWidth());
      if (bits <= maxBytes * 8)
        allocs.push_back(alloc);
    });
    IRRewriter rewriter(&getContext());
    for (memref::AllocOp alloc : allocs) {
      // The deallocations bufferization may have left go with it.
      for (Operation *user : llvm::make_early_inc_range(alloc->getUsers()))
        if (isa<memref::DeallocOp>(user))
          rewriter.eraseOp(user);
      rewriter.setInsertionPoint(alloc);
      rewriter.replaceOpWithNewOp<memref::AllocaOp>(
          alloc, alloc.getType(), alloc.getDynamicSizes(),
          alloc.getSymbolOperands(), alloc.getAlignmentAttr());
    }
  }
};

} // namespace

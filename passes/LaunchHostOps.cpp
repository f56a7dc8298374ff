//===- LaunchHostOps.cpp - host-side ops into parallel loops --------------===//
//
// A launch plan runs kernels only: an op left outside every gpu.launch
// (the fill and copy a tensor.pad bufferizes to) would never run, and the
// kernels after it would read an uninitialized temporary. As parallel
// loops, the GPU mapping passes make each a launch of its own.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_LAUNCHHOSTOPS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

struct LaunchHostOpsPass
    : public mlir::cuda_agent::impl::LaunchHostOpsBase<LaunchHostOpsPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    SmallVector<memref::CopyOp> copies;
    getOperation().walk([&](memref::CopyOp copy) { copies.push_back(copy); });
    for (memref::CopyOp copy : copies) {
      rewriter.setInsertionPoint(copy);
      rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                  copy.getTarget());
    }
    SmallVector<linalg::LinalgOp> hostOps;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (!op->getParentOfType<gpu::LaunchOp>())
        hostOps.push_back(op);
    });
    for (linalg::LinalgOp op : hostOps) {
      if (!op.hasPureBufferSemantics()) {
        op.emitError("is still on tensors after bufferization; a launch "
                     "plan cannot run it");
        return signalPassFailure();
      }
      rewriter.setInsertionPoint(op);
      if (failed(linalg::linalgOpToParallelLoops(rewriter, op))) {
        op.emitError("cannot become parallel loops for the GPU");
        return signalPassFailure();
      }
      rewriter.eraseOp(op);
    }
  }
};

} // namespace

//===- DuplicateSharedFills.cpp - one linalg.fill per accumulating op -----===//

#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_DUPLICATESHAREDFILLS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

struct DuplicateSharedFillsPass
    : public mlir::cuda_agent::impl::DuplicateSharedFillsBase<
          DuplicateSharedFillsPass> {
  void runOnOperation() override {
    SmallVector<linalg::FillOp> fills;
    getOperation().walk([&](linalg::FillOp fill) {
      if (fill.hasPureTensorSemantics() && !fill->hasOneUse() &&
          !fill->use_empty())
        fills.push_back(fill);
    });
    OpBuilder builder(&getContext());
    for (linalg::FillOp fill : fills) {
      // The first user in program order keeps the fill (use lists run in
      // no particular order).
      SmallVector<OpOperand *> uses = llvm::map_to_vector(
          fill->getUses(), [](OpOperand &use) { return &use; });
      auto *first = llvm::min_element(uses, [](OpOperand *a, OpOperand *b) {
        Operation *x = a->getOwner(), *y = b->getOwner();
        return x->getBlock() == y->getBlock() && x->isBeforeInBlock(y);
      });
      for (OpOperand *use : uses) {
        if (use == *first)
          continue;
        builder.setInsertionPoint(use->getOwner());
        use->set(builder.clone(*fill)->getResult(0));
      }
    }
  }
};

} // namespace

//===- FoldOperandTransposes.cpp - transposes into consumers' maps --------===//

#include "passes/Passes.h"

#include "cuda-agent/Scheduling/Transposes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_FOLDOPERANDTRANSPOSES
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

/// The map that reads a transpose's input where `map` read its result:
/// result dimension i of the transpose is input dimension permutation[i].
AffineMap readThroughTranspose(AffineMap map, ArrayRef<int64_t> permutation) {
  SmallVector<AffineExpr> results(map.getNumResults());
  for (auto [index, dimension] : llvm::enumerate(permutation))
    results[dimension] = map.getResult(index);
  return AffineMap::get(map.getNumDims(), map.getNumSymbols(), results,
                        map.getContext());
}

/// Rewires `op`'s inputs that are transposes; `op` takes explicit maps.
template <typename OpTy> void foldInputTransposes(OpTy op) {
  SmallVector<Attribute> maps(op.getIndexingMaps().getValue());
  bool changed = false;
  for (OpOperand *input : op.getDpsInputOperands()) {
    auto transpose = input->get().template getDefiningOp<linalg::TransposeOp>();
    if (!transpose || !transpose.hasPureTensorSemantics())
      continue;
    // The transposes a named matmul's maps can express (a generic's can
    // express any).
    if (!std::is_same_v<OpTy, linalg::GenericOp> &&
        !cuda_agent::swapsLastTwo(transpose.getPermutation()))
      continue;
    unsigned index = input->getOperandNumber();
    maps[index] = AffineMapAttr::get(
        readThroughTranspose(cast<AffineMapAttr>(maps[index]).getValue(),
                             transpose.getPermutation()));
    input->set(transpose.getInput());
    changed = true;
  }
  if (changed)
    op.setIndexingMapsAttr(ArrayAttr::get(op.getContext(), maps));
}

struct FoldOperandTransposesPass
    : public mlir::cuda_agent::impl::FoldOperandTransposesBase<
          FoldOperandTransposesPass> {
  void runOnOperation() override {
    getOperation().walk([](Operation *op) {
      if (auto matmul = dyn_cast<linalg::MatmulOp>(op))
        foldInputTransposes(matmul);
      else if (auto batchMatmul = dyn_cast<linalg::BatchMatmulOp>(op))
        foldInputTransposes(batchMatmul);
      else if (auto generic = dyn_cast<linalg::GenericOp>(op))
        foldInputTransposes(generic);
    });
    SmallVector<linalg::TransposeOp> unused;
    getOperation().walk([&](linalg::TransposeOp transpose) {
      if (transpose.hasPureTensorSemantics() && transpose->use_empty())
        unused.push_back(transpose);
    });
    for (linalg::TransposeOp transpose : unused)
      transpose.erase();
  }
};

} // namespace

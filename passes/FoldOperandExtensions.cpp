//===- FoldOperandExtensions.cpp - float extensions into contractions -----===//

#include "passes/Passes.h"

#include "cuda-agent/Scheduling/Transposes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_FOLDOPERANDEXTENSIONS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

/// The input and its permutation map of `generic` where it only extends
/// floats (`arith.extf` of its one input, written to every element: all
/// loops parallel, the output map the identity, the input map a
/// permutation); null otherwise.
std::pair<Value, AffineMap> extensionInput(linalg::GenericOp generic) {
  if (!generic || !generic.hasPureTensorSemantics() ||
      generic.getNumDpsInputs() != 1 || generic.getNumDpsInits() != 1 ||
      generic.getNumParallelLoops() != generic.getNumLoops())
    return {};
  AffineMap inputMap = generic.getIndexingMapsArray()[0];
  AffineMap outputMap = generic.getIndexingMapsArray()[1];
  if (!outputMap.isIdentity() || !inputMap.isPermutation())
    return {};
  Block &body = generic.getRegion().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  auto extend = yield.getValues()[0].getDefiningOp<arith::ExtFOp>();
  if (!extend || &body.front() != extend.getOperation() ||
      extend.getIn() != body.getArgument(0))
    return {};
  return {generic.getDpsInputOperand(0)->get(), inputMap};
}

/// Whether a named contraction's map can read through `permutation` (an
/// extension's input map): as it is, or with the last two dimensions
/// swapped.
bool namedMapAllows(AffineMap permutation) {
  SmallVector<int64_t> dimensions;
  for (AffineExpr result : permutation.getResults())
    dimensions.push_back(cast<AffineDimExpr>(result).getPosition());
  return permutation.isIdentity() || cuda_agent::swapsLastTwo(dimensions);
}

/// `op` rebuilt to read each input that an extension computes from the
/// extension's own input (the contraction extends its operands to the
/// accumulator's type itself), through the map composed with the
/// extension's permutation.
template <typename OpTy> void foldInputExtensions(OpTy op) {
  Type accumulator = getElementTypeOrSelf(op.getDpsInits()[0].getType());
  SmallVector<Value> inputs(op.getDpsInputs());
  SmallVector<Attribute> maps(op.getIndexingMaps().getValue());
  bool changed = false;
  for (auto [index, input] : llvm::enumerate(inputs)) {
    auto [source, permutation] =
        extensionInput(input.template getDefiningOp<linalg::GenericOp>());
    if (!source || getElementTypeOrSelf(input.getType()) != accumulator)
      continue;
    if (!namedMapAllows(permutation))
      continue;
    input = source;
    maps[index] = AffineMapAttr::get(
        permutation.compose(cast<AffineMapAttr>(maps[index]).getValue()));
    changed = true;
  }
  if (!changed)
    return;
  OpBuilder builder(op);
  SmallVector<NamedAttribute> attributes(op->getDiscardableAttrs());
  attributes.push_back(builder.getNamedAttr(
      op.getIndexingMapsAttrName(), builder.getArrayAttr(maps)));
  auto folded =
      OpTy::create(builder, op.getLoc(), op->getResultTypes(), inputs,
                   op.getDpsInits(), attributes);
  if (op.getCastAttr())
    folded.setCastAttr(op.getCastAttr());
  op->replaceAllUsesWith(folded);
  op->erase();
}

struct FoldOperandExtensionsPass
    : public mlir::cuda_agent::impl::FoldOperandExtensionsBase<
          FoldOperandExtensionsPass> {
  void runOnOperation() override {
    SmallVector<Operation *> contractions;
    getOperation().walk([&](Operation *op) {
      if (isa<linalg::MatmulOp, linalg::BatchMatmulOp>(op))
        contractions.push_back(op);
    });
    for (Operation *op : contractions) {
      if (auto matmul = dyn_cast<linalg::MatmulOp>(op))
        foldInputExtensions(matmul);
      else
        foldInputExtensions(cast<linalg::BatchMatmulOp>(op));
    }
    // Extensions nothing reads any more.
    SmallVector<linalg::GenericOp> unused;
    getOperation().walk([&](linalg::GenericOp generic) {
      if (generic->use_empty() && extensionInput(generic).first)
        unused.push_back(generic);
    });
    for (linalg::GenericOp generic : unused)
      generic.erase();
  }
};

} // namespace

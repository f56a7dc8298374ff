//===- WeightsToArguments.cpp - tensor constants into function arguments --===//

#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_WEIGHTSTOARGUMENTS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;
using namespace mlir::cuda_agent;

namespace {

/// A tensor constant whose elements are not all one value: a weight.
bool isWeight(arith::ConstantOp constant) {
  auto value = dyn_cast<ElementsAttr>(constant.getValue());
  return value && isa<RankedTensorType>(constant.getType()) && !value.isSplat();
}

LogicalResult moveWeightsToArguments(func::FuncOp function, ModuleOp module) {
  SmallVector<arith::ConstantOp> weights;
  function.walk([&](arith::ConstantOp constant) {
    if (isWeight(constant))
      weights.push_back(constant);
  });
  if (weights.empty() || function.isExternal())
    return success();
  if (!SymbolTable::symbolKnownUseEmpty(function, module))
    return function.emitError()
           << "has weights (tensor constants) and callers: its signature "
              "cannot take them as arguments";
  for (arith::ConstantOp constant : weights) {
    if (constant->getParentRegion() != &function.getBody())
      return constant.emitError("is a weight inside a nested region; only "
                                "the function's own weights can become "
                                "arguments");
    unsigned index = function.getNumArguments();
    NamedAttribute weight(
        StringAttr::get(function.getContext(), kWeightAttrName),
        constant.getValue());
    if (failed(function.insertArgument(
            index, constant.getType(),
            DictionaryAttr::get(function.getContext(), {weight}),
            constant.getLoc())))
      return failure();
    constant.replaceAllUsesWith(function.getArgument(index));
    constant.erase();
  }
  return success();
}

struct WeightsToArgumentsPass
    : public mlir::cuda_agent::impl::WeightsToArgumentsBase<
          WeightsToArgumentsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (auto function : llvm::to_vector(module.getOps<func::FuncOp>()))
      if (failed(moveWeightsToArguments(function, module)))
        return signalPassFailure();
  }
};

} // namespace

//===- WidenFloats.cpp - compute a kernel in float64 ----------------------===//
//
// The reference a candidate kernel is checked against is the same kernel in
// float64: every narrower float (scalars, vectors, tensors and buffers of
// them) becomes f64, so the reference computes in double precision on the
// same inputs, widened exactly.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_WIDENFLOATS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

/// `type` with every float narrower than 64 bits (as itself or as an
/// element type) replaced by f64.
Type widen(Type type) {
  MLIRContext *context = type.getContext();
  auto widenScalar = [&](Type element) -> Type {
    auto floatType = dyn_cast<FloatType>(element);
    if (floatType && floatType.getWidth() < 64)
      return Float64Type::get(context);
    return element;
  };
  if (auto shaped = dyn_cast<ShapedType>(type))
    return shaped.clone(widenScalar(shaped.getElementType()));
  if (auto function = dyn_cast<FunctionType>(type)) {
    SmallVector<Type> inputs, results;
    for (Type input : function.getInputs())
      inputs.push_back(widen(input));
    for (Type result : function.getResults())
      results.push_back(widen(result));
    return FunctionType::get(context, inputs, results);
  }
  return widenScalar(type);
}

/// Float constants (scalars and dense splats or arrays) in f64.
Attribute widen(Attribute attribute) {
  if (auto floatAttr = dyn_cast<FloatAttr>(attribute)) {
    if (floatAttr.getType() == widen(floatAttr.getType()))
      return attribute;
    return FloatAttr::get(widen(floatAttr.getType()),
                          floatAttr.getValueAsDouble());
  }
  auto dense = dyn_cast<DenseFPElementsAttr>(attribute);
  if (!dense || dense.getType() == widen(dense.getType()))
    return attribute;
  SmallVector<APFloat> values;
  for (const APFloat &value : dense.getValues<APFloat>())
    values.push_back(APFloat(value.convertToDouble()));
  return DenseElementsAttr::get(cast<ShapedType>(widen(dense.getType())),
                                values);
}

struct WidenFloatsPass
    : public mlir::cuda_agent::impl::WidenFloatsBase<WidenFloatsPass> {
  void runOnOperation() override {
    getOperation().walk([](Operation *op) {
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument argument : block.getArguments())
            argument.setType(widen(argument.getType()));
      for (OpResult result : op->getResults())
        result.setType(widen(result.getType()));
      for (NamedAttribute named : op->getAttrs()) {
        Attribute widened = named.getValue();
        if (auto typeAttr = dyn_cast<TypeAttr>(widened))
          widened = TypeAttr::get(widen(typeAttr.getValue()));
        else
          widened = widen(widened);
        if (widened != named.getValue())
          op->setAttr(named.getName(), widened);
      }
    });
    // Conversions between floats that are now both f64 are no-ops.
    IRRewriter rewriter(&getContext());
    getOperation().walk([&](Operation *op) {
      if (!isa<arith::ExtFOp, arith::TruncFOp>(op) ||
          op->getOperand(0).getType() != op->getResult(0).getType())
        return;
      rewriter.replaceOp(op, op->getOperand(0));
    });
  }
};

} // namespace

//===- WidenFloats.cpp - compute a kernel in float64 ----------------------===//
//
// The reference a candidate kernel is checked against is the same kernel in
// float64: every narrower float (scalars, vectors, tensors and buffers of
// them) becomes f64, so the reference computes in double precision on the
// same inputs, widened exactly. Weights in `dense_resource` blobs (as
// torch-mlir writes them) are read and widened into dense f64 constants; a
// blob that is not there (elided) is an error: the reference needs it.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/PatternMatch.h"

#include <cstring>

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

/// The f64 values of a float `dense_resource` narrower than f64 (none: it
/// is no such attribute, or needs no widening); failure where its blob is
/// missing or of the wrong size.
FailureOr<std::optional<Attribute>> widenResource(Attribute attribute) {
  auto resource = dyn_cast<DenseResourceElementsAttr>(attribute);
  if (!resource)
    return std::optional<Attribute>();
  auto type = cast<ShapedType>(resource.getType());
  auto floatType = dyn_cast<FloatType>(type.getElementType());
  if (!floatType || floatType.getWidth() >= 64)
    return std::optional<Attribute>();
  const AsmResourceBlob *blob = resource.getRawHandle().getBlob();
  size_t bytes = floatType.getWidth() / 8;
  if (!blob || blob->getData().size() != size_t(type.getNumElements()) * bytes)
    return failure();
  ArrayRef<char> data = blob->getData();
  SmallVector<APFloat> values;
  for (int64_t index = 0; index < type.getNumElements(); ++index) {
    uint64_t bits = 0;
    // The blob holds the elements' bytes in the host's (little-endian) order.
    std::memcpy(&bits, data.data() + index * bytes, bytes);
    APFloat value(floatType.getFloatSemantics(),
                  APInt(floatType.getWidth(), bits));
    values.push_back(APFloat(value.convertToDouble()));
  }
  return std::optional<Attribute>(
      DenseElementsAttr::get(cast<ShapedType>(widen(type)), values));
}

struct WidenFloatsPass
    : public mlir::cuda_agent::impl::WidenFloatsBase<WidenFloatsPass> {
  void runOnOperation() override {
    WalkResult resources = getOperation().walk([](Operation *op) {
      for (NamedAttribute named : op->getAttrs()) {
        FailureOr<std::optional<Attribute>> widened =
            widenResource(named.getValue());
        if (failed(widened)) {
          op->emitError("the float64 reference needs the weights of ")
              << named.getValue()
              << ", whose data is not in the module (elided?)";
          return WalkResult::interrupt();
        }
        if (*widened)
          op->setAttr(named.getName(), **widened);
      }
      return WalkResult::advance();
    });
    if (resources.wasInterrupted())
      return signalPassFailure();
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

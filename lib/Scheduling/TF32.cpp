//===- TF32.cpp - f32 values rounded to tf32 ------------------------------===//

#include "cuda-agent/Scheduling/TF32.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;

namespace {
/// An f32's bits below tf32's last place, and half that place.
constexpr int32_t kDroppedBits = 0x1fff;
constexpr int32_t kHalfPlace = 0x1000;

/// `value`'s bits, plus `added`, with the dropped bits cleared, as f32.
Value clearDroppedBits(OpBuilder &builder, Location loc, Value value,
                       int32_t added) {
  auto type = cast<VectorType>(value.getType());
  VectorType bitsType = type.clone(builder.getI32Type());
  auto splat = [&](int32_t bits) {
    return arith::ConstantOp::create(
        builder, loc,
        DenseElementsAttr::get(bitsType, builder.getI32IntegerAttr(bits)));
  };
  Value bits = arith::BitcastOp::create(builder, loc, bitsType, value);
  if (added)
    bits = arith::AddIOp::create(builder, loc, bits, splat(added));
  Value cleared =
      arith::AndIOp::create(builder, loc, bits, splat(~kDroppedBits));
  return arith::BitcastOp::create(builder, loc, type, cleared);
}
} // namespace

Value mlir::cuda_agent::roundToTF32(OpBuilder &builder, Location loc,
                                    Value value) {
  return clearDroppedBits(builder, loc, value, kHalfPlace);
}

Value mlir::cuda_agent::truncateToTF32(OpBuilder &builder, Location loc,
                                       Value value) {
  return clearDroppedBits(builder, loc, value, 0);
}

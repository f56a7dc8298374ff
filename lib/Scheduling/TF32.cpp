//===- TF32.cpp - f32 values rounded to tf32 ------------------------------===//

#include "cuda-agent/Scheduling/TF32.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;

Value mlir::cuda_agent::roundToTF32(OpBuilder &builder, Location loc,
                                    Value value) {
  auto type = cast<VectorType>(value.getType());
  VectorType bitsType = type.clone(builder.getI32Type());
  auto splat = [&](int32_t bits) {
    return arith::ConstantOp::create(
        builder, loc,
        DenseElementsAttr::get(bitsType, builder.getI32IntegerAttr(bits)));
  };
  Value bits = arith::BitcastOp::create(builder, loc, bitsType, value);
  Value half = arith::AddIOp::create(builder, loc, bits, splat(0x1000));
  Value cleared = arith::AndIOp::create(builder, loc, half, splat(~0x1fff));
  return arith::BitcastOp::create(builder, loc, type, cleared);
}

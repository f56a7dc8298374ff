//===- ConvertVectorToMmaSync.cpp - vector contractions to mma.sync -------===//
//
// Upstream converts warp-level vector.contract pieces of f16 to nvgpu's
// mma.sync and ldmatrix, but has no fragment types for bf16 (nvgpu's
// MMAUtils) and no bf16 lowering of nvgpu.mma.sync. bf16 and f16 fragments
// move the same 16-bit values: the contractions read their bf16 tiles in
// shared memory through an f16 view for upstream's conversion, and only the
// multiply is bf16 again, as an nvvm.mma.sync of its own.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Conversion/VectorToGPU/VectorToGPU.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_CONVERTVECTORTOMMASYNC
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

/// `type` (a memref or vector of bf16) with f16 elements.
Type withF16(Type type) {
  Type f16 = Float16Type::get(type.getContext());
  if (auto memref = dyn_cast<MemRefType>(type))
    return MemRefType::get(memref.getShape(), f16, memref.getLayout(),
                           memref.getMemorySpace());
  return cast<VectorType>(type).clone(f16);
}

/// The shared-memory allocation `memref` views (through subviews), or null.
memref::AllocaOp stagingBuffer(Value memref) {
  while (auto subview = memref.getDefiningOp<memref::SubViewOp>())
    memref = subview.getSource();
  auto alloca = memref.getDefiningOp<memref::AllocaOp>();
  if (!alloca ||
      !gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(alloca.getType()))
    return nullptr;
  return alloca;
}

/// Gives the contractions' reads of the bf16 staging buffer `alloca` an f16
/// view of it: the buffer becomes bytes with a bf16 view (which its copies
/// keep writing, so that they stay copies) and an f16 view of the same
/// memory, through which each transfer_read feeding a contraction reads the
/// same subviews as f16.
LogicalResult viewAsF16(memref::AllocaOp alloca) {
  MemRefType type = alloca.getType();
  if (!type.hasStaticShape() || !type.getLayout().isIdentity())
    return alloca.emitOpError("stages bf16 in a buffer without a static "
                              "row-major shape");
  OpBuilder builder(alloca);
  Location loc = alloca.getLoc();
  MemRefType bytesType =
      MemRefType::get({type.getNumElements() * 2}, builder.getI8Type(),
                      MemRefLayoutAttrInterface(), type.getMemorySpace());
  auto bytes = memref::AllocaOp::create(builder, loc, bytesType,
                                        alloca.getAlignmentAttr());
  Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
  Value bf16View =
      memref::ViewOp::create(builder, loc, type, bytes, zero, ValueRange());
  Value f16View = memref::ViewOp::create(
      builder, loc, cast<MemRefType>(withF16(type)), bytes, zero, ValueRange());
  alloca.getResult().replaceAllUsesWith(bf16View);
  alloca.erase();

  // The views between the bf16 view and each read, as f16 views.
  IRMapping f16Views;
  f16Views.map(bf16View, f16View);
  SmallVector<Value> views = {bf16View};
  while (!views.empty()) {
    Value view = views.pop_back_val();
    for (Operation *user : llvm::make_early_inc_range(view.getUsers())) {
      if (auto subview = dyn_cast<memref::SubViewOp>(user)) {
        OpBuilder at(subview);
        Operation *copy = at.clone(*subview, f16Views);
        copy->getResult(0).setType(withF16(subview.getType()));
        f16Views.map(subview.getResult(), copy->getResult(0));
        views.push_back(subview.getResult());
        continue;
      }
      auto read = dyn_cast<vector::TransferReadOp>(user);
      if (!read || !llvm::all_of(read->getUsers(), [](Operation *reader) {
            return isa<vector::ContractionOp>(reader);
          }))
        continue;
      OpBuilder at(read);
      Value padding = arith::ConstantOp::create(
          at, read.getLoc(), at.getF16Type(), at.getF16FloatAttr(0));
      auto f16Read = vector::TransferReadOp::create(
          at, read.getLoc(), withF16(read.getType()), f16Views.lookup(view),
          read.getIndices(), read.getPermutationMap(), padding, Value(),
          read.getInBoundsAttr());
      read.getResult().replaceAllUsesWith(f16Read.getResult());
      read.erase();
    }
  }
  return success();
}

/// `value`'s 32-bit registers: each row of a fragment (vector<2xf16>, two
/// bf16 values) as one i32.
SmallVector<Value> packedRegisters(OpBuilder &builder, Location loc,
                                   Value fragment) {
  auto type = cast<VectorType>(fragment.getType());
  SmallVector<Value> registers;
  for (int64_t row = 0; row < type.getDimSize(0); ++row) {
    Value pair = vector::ExtractOp::create(builder, loc, fragment, row);
    registers.push_back(
        LLVM::BitcastOp::create(builder, loc, builder.getI32Type(), pair));
  }
  return registers;
}

/// nvgpu.mma.sync of bf16 values carried as f16 (f32 accumulators) as an
/// nvvm.mma.sync with bf16 multiplicands.
LogicalResult lowerAsBF16(nvgpu::MmaSyncOp mma) {
  OpBuilder builder(mma);
  Location loc = mma.getLoc();
  VectorType accumulatorType = mma.getMatrixC().getType();
  if (!accumulatorType.getElementType().isF32())
    return mma.emitOpError("with bf16 operands needs f32 accumulators");
  SmallVector<Value> a = packedRegisters(builder, loc, mma.getMatrixA());
  SmallVector<Value> b = packedRegisters(builder, loc, mma.getMatrixB());
  SmallVector<Value> c;
  for (int64_t row = 0; row < accumulatorType.getDimSize(0); ++row)
    for (int64_t column = 0; column < accumulatorType.getDimSize(1); ++column)
      c.push_back(vector::ExtractOp::create(builder, loc, mma.getMatrixC(),
                                            ArrayRef<int64_t>{row, column}));
  Type f32 = builder.getF32Type();
  auto resultType = LLVM::LLVMStructType::getLiteral(
      builder.getContext(), SmallVector<Type>(c.size(), f32));
  std::array<int64_t, 3> shape = mma.getMmaShapeAsArray();
  Value product = NVVM::MmaOp::create(
      builder, loc, resultType, a, b, c, shape, std::nullopt, std::nullopt,
      std::array<NVVM::MMATypes, 2>{NVVM::MMATypes::bf16, NVVM::MMATypes::bf16},
      std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                     NVVM::MMALayout::col});
  SmallVector<Value> elements;
  for (int64_t index = 0; index < int64_t(c.size()); ++index)
    elements.push_back(
        LLVM::ExtractValueOp::create(builder, loc, product, index));
  Value result =
      vector::FromElementsOp::create(builder, loc, accumulatorType, elements);
  mma.getResult().replaceAllUsesWith(result);
  mma.erase();
  return success();
}

struct ConvertVectorToMmaSyncPass
    : public mlir::cuda_agent::impl::ConvertVectorToMmaSyncBase<
          ConvertVectorToMmaSyncPass> {
  void runOnOperation() override {
    func::FuncOp function = getOperation();
    SmallVector<vector::ContractionOp> contractions;
    function.walk([&](vector::ContractionOp contraction) {
      contractions.push_back(contraction);
    });
    auto isBF16 = [](vector::ContractionOp contraction) {
      return getElementTypeOrSelf(contraction.getLhsType()).isBF16();
    };
    bool bf16 = !contractions.empty() && isBF16(contractions.front());
    if (llvm::any_of(contractions, [&](vector::ContractionOp contraction) {
          return isBF16(contraction) != bf16;
        })) {
      function.emitError("mixes bf16 contractions with others");
      return signalPassFailure();
    }
    if (bf16) {
      llvm::SetVector<memref::AllocaOp> buffers;
      for (vector::ContractionOp contraction : contractions)
        for (Value operand : {contraction.getLhs(), contraction.getRhs()}) {
          auto read = operand.getDefiningOp<vector::TransferReadOp>();
          memref::AllocaOp buffer =
              read ? stagingBuffer(read.getBase()) : nullptr;
          if (!buffer) {
            contraction.emitOpError(
                "has a bf16 operand not read from shared memory: mma.sync "
                "takes bf16 staged there (promote(0,1))");
            return signalPassFailure();
          }
          buffers.insert(buffer);
        }
      for (memref::AllocaOp buffer : buffers)
        if (failed(viewAsF16(buffer)))
          return signalPassFailure();
    }

    RewritePatternSet patterns(&getContext());
    populatePrepareVectorToMMAPatterns(patterns, /*useNvGpu=*/true);
    if (failed(applyPatternsGreedily(function, std::move(patterns))))
      return signalPassFailure();
    IRRewriter rewriter(&getContext());
    if (failed(convertVectorToNVVMCompatibleMMASync(rewriter, function)))
      return signalPassFailure();
    if (!bf16)
      return;
    SmallVector<nvgpu::MmaSyncOp> products;
    function.walk([&](nvgpu::MmaSyncOp mma) { products.push_back(mma); });
    for (nvgpu::MmaSyncOp mma : products)
      if (failed(lowerAsBF16(mma)))
        return signalPassFailure();
  }
};

} // namespace

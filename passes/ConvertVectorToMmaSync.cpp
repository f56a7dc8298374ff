//===- ConvertVectorToMmaSync.cpp - vector contractions to mma.sync -------===//
//
// Upstream converts warp-level vector.contract pieces of f16 to nvgpu's
// mma.sync and ldmatrix, but has no fragment types for bf16 (nvgpu's
// MMAUtils) and no bf16 lowering of nvgpu.mma.sync. bf16 and f16 fragments
// move the same 16-bit values: the contractions read their bf16 tiles in
// shared memory through an f16 view for upstream's conversion, the multiply
// is bf16 again, as an nvvm.mma.sync of its own, and ldmatrix reads the bf16
// tiles themselves after all.
//
// f32 contractions become mma.sync m16n8k8 on tf32 (10 mantissa bits):
// with precision=tf32 each product once, with tf32x3 (upstream has no
// lowering of it) as three products of operands split into a rounded tf32
// part and the rounded rest, which keeps f32's accuracy (3xTF32).
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Scheduling/TF32.h"
#include "passes/Passes.h"

#include "mlir/Conversion/VectorToGPU/VectorToGPU.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/NVGPU/Transforms/Transforms.h"
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

/// The shared-memory allocation (memref.alloc or alloca) `memref` views
/// (through subviews), or null.
Operation *stagingBuffer(Value memref) {
  while (auto subview = memref.getDefiningOp<memref::SubViewOp>())
    memref = subview.getSource();
  Operation *buffer = memref.getDefiningOp();
  if (!isa_and_nonnull<memref::AllocOp, memref::AllocaOp>(buffer) ||
      !gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(
          cast<MemRefType>(memref.getType())))
    return nullptr;
  return buffer;
}

/// A bf16 staging buffer as viewAsF16 leaves it.
struct StagingViews {
  MemRefType type;
  Operation *bytes;
  Value bf16;
  Value f16;
};

/// A buffer of `type` allocated as `like` is (memref.alloc or alloca, its
/// alignment), before it.
Value allocateLike(Operation *like, MemRefType type) {
  OpBuilder builder(like);
  auto alignment = like->getAttrOfType<IntegerAttr>("alignment");
  if (isa<memref::AllocaOp>(like))
    return memref::AllocaOp::create(builder, like->getLoc(), type, alignment);
  return memref::AllocOp::create(builder, like->getLoc(), type, alignment);
}

/// Gives the contractions' reads of the bf16 staging buffer `buffer` an f16
/// view of it: the buffer becomes bytes with a bf16 view (which its copies
/// keep writing, so that they stay copies) and an f16 view of the same
/// memory, through which each transfer_read feeding a contraction reads the
/// same subviews as f16.
FailureOr<StagingViews> viewAsF16(Operation *buffer) {
  auto type = cast<MemRefType>(buffer->getResult(0).getType());
  if (!type.hasStaticShape() || !type.getLayout().isIdentity())
    return buffer->emitOpError("stages bf16 in a buffer without a static "
                               "row-major shape");
  OpBuilder builder(buffer);
  Location loc = buffer->getLoc();
  MemRefType bytesType =
      MemRefType::get({type.getNumElements() * 2}, builder.getI8Type(),
                      MemRefLayoutAttrInterface(), type.getMemorySpace());
  // The same kind of allocation, of bytes.
  Value bytes = allocateLike(buffer, bytesType);
  Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
  Value bf16View =
      memref::ViewOp::create(builder, loc, type, bytes, zero, ValueRange());
  Value f16View = memref::ViewOp::create(
      builder, loc, cast<MemRefType>(withF16(type)), bytes, zero, ValueRange());
  buffer->getResult(0).replaceAllUsesWith(bf16View);
  buffer->erase();
  StagingViews staging{type, bytes.getDefiningOp(), bf16View, f16View};

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
  return staging;
}

/// After the conversion, `staging` is one bf16 buffer again, with no views
/// (what nvgpu's swizzle takes): each ldmatrix reads the bf16 tile itself
/// (the same bits) and bitcasts its fragments to the f16 vectors the
/// products were converted with.
LogicalResult restoreBF16(StagingViews staging) {
  IRMapping bf16Views;
  bf16Views.map(staging.f16, staging.bf16);
  SmallVector<Operation *> f16Views;
  SmallVector<Value> views = {staging.f16};
  while (!views.empty()) {
    Value view = views.pop_back_val();
    for (Operation *user : llvm::make_early_inc_range(view.getUsers())) {
      OpBuilder at(user);
      if (auto subview = dyn_cast<memref::SubViewOp>(user)) {
        Operation *copy = at.clone(*subview, bf16Views);
        copy->getResult(0).setType(
            cast<MemRefType>(subview.getType())
                .clone(cast<MemRefType>(staging.type).getElementType()));
        bf16Views.map(subview.getResult(), copy->getResult(0));
        f16Views.push_back(subview);
        views.push_back(subview.getResult());
        continue;
      }
      auto load = dyn_cast<nvgpu::LdMatrixOp>(user);
      if (!load)
        return user->emitOpError("reads staged bf16 for mma.sync in a way "
                                 "the conversion does not restore");
      VectorType f16Type = load.getRes().getType();
      auto bf16Load = nvgpu::LdMatrixOp::create(
          at, load.getLoc(), f16Type.clone(staging.type.getElementType()),
          bf16Views.lookup(view), load.getIndices(), load.getTranspose(),
          load.getNumTiles());
      load.getRes().replaceAllUsesWith(
          vector::BitCastOp::create(at, load.getLoc(), f16Type, bf16Load));
      load.erase();
    }
  }
  for (Operation *view : llvm::reverse(f16Views))
    view->erase();
  staging.f16.getDefiningOp()->erase();
  Value buffer = allocateLike(staging.bytes, staging.type);
  staging.bf16.replaceAllUsesWith(buffer);
  staging.bf16.getDefiningOp()->erase();
  staging.bytes->erase();
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

/// An f32 operand split into its value rounded to tf32 and the rounded
/// rest, once per operand (a warp's A fragment feeds all its N tiles), right
/// after the operand is defined.
using TF32Splits = llvm::DenseMap<Value, std::pair<Value, Value>>;
std::pair<Value, Value> splitIntoTF32(Value operand, TF32Splits &splits) {
  auto [entry, inserted] = splits.try_emplace(operand);
  if (!inserted)
    return entry->second;
  OpBuilder builder(operand.getContext());
  builder.setInsertionPointAfterValue(operand);
  Location loc = operand.getLoc();
  Value big = mlir::cuda_agent::roundToTF32(builder, loc, operand);
  Value rest = arith::SubFOp::create(builder, loc, operand, big);
  entry->second = {big, mlir::cuda_agent::roundToTF32(builder, loc, rest)};
  return entry->second;
}

/// The most 16x8x8 pieces one f32 sum of the tensor cores takes before it
/// is added to the accumulators: the tensor cores round their f32 sums
/// toward zero, so a sum over all of K drifts with K (5e-5 relative error at
/// K = 4096 on the H200, where f32 FMA code has 1e-6); over 4 pieces (K 32)
/// the drift stays below 1e-6 whatever K is.
constexpr int kMaxPiecesPerSum = 4;

/// The f32 add of a sum of tensor-core products to the accumulators, with
/// that sum and how many pieces it holds.
struct PieceSum {
  Value sum;
  int pieces;
};

/// An f32 nvgpu.mma.sync as three tf32 products: with a = aBig + aSmall
/// (aBig = tf32(a), aSmall = tf32(a - aBig)) and b alike, a * b less the
/// product of the two small parts, which is 2^-22 of it; the small
/// products first. They are summed by the tensor cores from zero, or onto
/// the sum of the K step's previous pieces when `mma` accumulates onto
/// their add (up to kMaxPiecesPerSum), and then added to the accumulators
/// with a rounded f32 add, one add per K step instead of one per piece.
void splitIntoThreeTF32Products(
    nvgpu::MmaSyncOp mma, TF32Splits &splits,
    llvm::DenseMap<Operation *, PieceSum> &pieceSums) {
  auto [aBig, aSmall] = splitIntoTF32(mma.getMatrixA(), splits);
  auto [bBig, bSmall] = splitIntoTF32(mma.getMatrixB(), splits);
  OpBuilder builder(mma);
  Location loc = mma.getLoc();
  std::array<int64_t, 3> shape = mma.getMmaShapeAsArray();
  auto product = [&](Value a, Value b, Value c) -> Value {
    return nvgpu::MmaSyncOp::create(builder, loc, a, b, c, shape,
                                    /*tf32Enabled=*/true);
  };
  Value accumulators = mma.getMatrixC();
  auto previous = accumulators.getDefiningOp<arith::AddFOp>();
  auto found = previous ? pieceSums.find(previous) : pieceSums.end();
  bool continues = found != pieceSums.end() && previous->hasOneUse() &&
                   found->second.pieces < kMaxPiecesPerSum;
  Value sum = continues ? found->second.sum
                        : arith::ConstantOp::create(
                              builder, loc,
                              builder.getZeroAttr(accumulators.getType()));
  int pieces = continues ? found->second.pieces + 1 : 1;
  if (continues)
    accumulators = previous.getLhs();
  sum = product(aSmall, bBig, sum);
  sum = product(aBig, bSmall, sum);
  sum = product(aBig, bBig, sum);
  auto add = arith::AddFOp::create(builder, loc, accumulators, sum);
  mma.getResult().replaceAllUsesWith(add.getResult());
  mma.erase();
  if (continues) {
    pieceSums.erase(found);
    previous.erase();
  }
  pieceSums[add] = {sum, pieces};
}

struct ConvertVectorToMmaSyncPass
    : public mlir::cuda_agent::impl::ConvertVectorToMmaSyncBase<
          ConvertVectorToMmaSyncPass> {
  using Base::Base;

  void runOnOperation() override {
    if (precision != "tf32" && precision != "tf32x3") {
      getOperation().emitError()
          << "precision must be tf32 or tf32x3, got '" << precision << "'";
      return signalPassFailure();
    }
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
    SmallVector<StagingViews> staged;
    if (bf16) {
      llvm::SetVector<Operation *> buffers;
      for (vector::ContractionOp contraction : contractions)
        for (Value operand : {contraction.getLhs(), contraction.getRhs()}) {
          auto read = operand.getDefiningOp<vector::TransferReadOp>();
          Operation *buffer = read ? stagingBuffer(read.getBase()) : nullptr;
          if (!buffer) {
            contraction.emitOpError(
                "has a bf16 operand not read from shared memory: mma.sync "
                "takes bf16 staged there (promote(0,1))");
            return signalPassFailure();
          }
          buffers.insert(buffer);
        }
      for (Operation *buffer : buffers) {
        FailureOr<StagingViews> views = viewAsF16(buffer);
        if (failed(views))
          return signalPassFailure();
        staged.push_back(*views);
      }
    }

    RewritePatternSet patterns(&getContext());
    populatePrepareVectorToMMAPatterns(patterns, /*useNvGpu=*/true);
    if (failed(applyPatternsGreedily(function, std::move(patterns))))
      return signalPassFailure();
    IRRewriter rewriter(&getContext());
    if (failed(convertVectorToNVVMCompatibleMMASync(rewriter, function)))
      return signalPassFailure();
    convertF32Products(function);
    if (!bf16)
      return;
    SmallVector<nvgpu::MmaSyncOp> products;
    function.walk([&](nvgpu::MmaSyncOp mma) { products.push_back(mma); });
    for (nvgpu::MmaSyncOp mma : products)
      if (failed(lowerAsBF16(mma)))
        return signalPassFailure();
    // The conversion leaves the ops it replaced, dead: gone before the
    // views' readers are restored.
    if (failed(
            applyPatternsGreedily(function, RewritePatternSet(&getContext()))))
      return signalPassFailure();
    for (StagingViews &views : staged)
      if (failed(restoreBF16(views)))
        return signalPassFailure();
  }

  /// The f32 products on tf32: rounded once (upstream's pattern) or split
  /// into three.
  void convertF32Products(func::FuncOp function) {
    if (precision == "tf32") {
      RewritePatternSet patterns(&getContext());
      nvgpu::populateMmaSyncF32ToTF32Patterns(patterns,
                                              nvgpu::MmaSyncF32Lowering::TF32);
      (void)applyPatternsGreedily(function, std::move(patterns));
      return;
    }
    SmallVector<nvgpu::MmaSyncOp> products;
    function.walk([&](nvgpu::MmaSyncOp mma) {
      if (mma.getMatrixA().getType().getElementType().isF32())
        products.push_back(mma);
    });
    TF32Splits splits;
    llvm::DenseMap<Operation *, PieceSum> pieceSums;
    for (nvgpu::MmaSyncOp mma : products)
      splitIntoThreeTF32Products(mma, splits, pieceSums);
  }
};

} // namespace

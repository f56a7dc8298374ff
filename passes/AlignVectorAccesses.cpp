//===- AlignVectorAccesses.cpp - prove alignments of vector accesses ------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <numeric>

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_ALIGNVECTORACCESSES
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

/// Divisors above this are all the same to us (alignments are at most 16
/// bytes); capping also keeps products from overflowing.
constexpr int64_t kDivisorCap = int64_t(1) << 20;

int64_t capped(int64_t divisor) { return std::min(divisor, kDivisorCap); }

int64_t divisorOfConstant(int64_t value) {
  return value == 0 ? kDivisorCap : capped(std::abs(value));
}

/// Largest provable divisors of index values.
class Divisibility {
public:
  int64_t of(Value value) {
    auto known = cache.find(value);
    if (known != cache.end())
      return known->second;
    // Cycles (loop-carried values) resolve to 1 while being computed.
    cache[value] = 1;
    int64_t divisor = compute(value);
    cache[value] = divisor;
    return divisor;
  }

private:
  int64_t compute(Value value) {
    if (std::optional<int64_t> constant = getConstantIntValue(value))
      return divisorOfConstant(*constant);
    if (auto argument = dyn_cast<BlockArgument>(value)) {
      auto loop = dyn_cast<scf::ForOp>(argument.getOwner()->getParentOp());
      if (loop && argument == loop.getInductionVar())
        return std::gcd(of(loop.getLowerBound()), of(loop.getStep()));
      return 1;
    }
    Operation *op = value.getDefiningOp();
    if (auto add = dyn_cast<arith::AddIOp>(op))
      return std::gcd(of(add.getLhs()), of(add.getRhs()));
    if (auto mul = dyn_cast<arith::MulIOp>(op))
      return capped(of(mul.getLhs()) * of(mul.getRhs()));
    if (auto cast = dyn_cast<arith::IndexCastOp>(op))
      return of(cast.getIn());
    if (auto apply = dyn_cast<affine::AffineApplyOp>(op))
      return ofExpr(apply.getAffineMap().getResult(0), apply.getMapOperands(),
                    apply.getAffineMap().getNumDims());
    return 1;
  }

  int64_t ofExpr(AffineExpr expr, ValueRange operands, unsigned numDims) {
    if (auto constant = dyn_cast<AffineConstantExpr>(expr))
      return divisorOfConstant(constant.getValue());
    if (auto dim = dyn_cast<AffineDimExpr>(expr))
      return of(operands[dim.getPosition()]);
    if (auto symbol = dyn_cast<AffineSymbolExpr>(expr))
      return of(operands[numDims + symbol.getPosition()]);
    auto binary = cast<AffineBinaryOpExpr>(expr);
    int64_t lhs = ofExpr(binary.getLHS(), operands, numDims);
    int64_t rhs = ofExpr(binary.getRHS(), operands, numDims);
    switch (expr.getKind()) {
    case AffineExprKind::Add:
      return std::gcd(lhs, rhs);
    case AffineExprKind::Mul:
      return capped(lhs * rhs);
    default: // floordiv, ceildiv, mod: nothing provable cheaply
      return 1;
    }
  }

  llvm::DenseMap<Value, int64_t> cache;
};

/// Largest provable divisors of the element offsets of memref views from
/// the base of their roots: function arguments (assumed `rootAlignment`
/// bytes aligned) and shared-memory globals aligned at least as much.
/// Loop-carried views (a pipeline's rotating stage buffers) divide by what
/// every view entering the loop divides by.
class OffsetDivisibility {
public:
  OffsetDivisibility(Divisibility &divisibility, int64_t rootAlignment)
      : divisibility(divisibility), rootAlignment(rootAlignment) {}

  /// The offset of an access to `memref` at indices with the given
  /// divisors; fails for dynamic strides or other roots.
  std::optional<int64_t> of(Value memref, ArrayRef<int64_t> indexDivisors) {
    auto type = cast<MemRefType>(memref.getType());
    SmallVector<int64_t> strides;
    int64_t staticOffset;
    if (failed(type.getStridesAndOffset(strides, staticOffset)) ||
        llvm::any_of(strides, ShapedType::isDynamic))
      return std::nullopt;
    int64_t divisor = kDivisorCap;
    for (auto [index, stride] : llvm::zip_equal(indexDivisors, strides))
      divisor = std::gcd(divisor, capped(index * std::abs(stride)));
    std::optional<int64_t> base = ofBase(memref, staticOffset);
    if (!base)
      return std::nullopt;
    return std::gcd(divisor, *base);
  }

private:
  /// The divisor of the offset at which `memref` starts.
  std::optional<int64_t> ofBase(Value memref, int64_t staticOffset) {
    Operation *op = memref.getDefiningOp();
    if (auto subview = dyn_cast_or_null<memref::SubViewOp>(op)) {
      // The view starts where the source is accessed at the subview offsets.
      SmallVector<int64_t> offsetDivisors;
      for (OpFoldResult offset : subview.getMixedOffsets())
        offsetDivisors.push_back(
            isa<Value>(offset)
                ? divisibility.of(cast<Value>(offset))
                : divisorOfConstant(*getConstantIntValue(offset)));
      return of(subview.getSource(), offsetDivisors);
    }
    if (isa_and_nonnull<memref::ExpandShapeOp, memref::CollapseShapeOp,
                        memref::CastOp>(op)) {
      // A reshape starts where its source starts (the cyclic layout of row
      // kernels views each row as pieces of 4), and so does a cast.
      Value source = op->getOperand(0);
      SmallVector<int64_t> origin(cast<MemRefType>(source.getType()).getRank(),
                                  kDivisorCap);
      return of(source, origin);
    }
    if (auto getGlobal = dyn_cast_or_null<memref::GetGlobalOp>(op)) {
      auto global = SymbolTable::lookupNearestSymbolFrom<memref::GlobalOp>(
          getGlobal, getGlobal.getNameAttr());
      return ofAligned(global ? global.getAlignment() : std::nullopt,
                       staticOffset);
    }
    // An allocation as aligned as it says (the plan's temporaries between
    // kernels, cudaMalloc'd, are 256-byte aligned).
    if (auto alloc = dyn_cast_or_null<memref::AllocOp>(op))
      return ofAligned(alloc.getAlignment(), staticOffset);
    if (auto loop = dyn_cast_or_null<scf::ForOp>(op))
      return ofIterArg(
          loop,
          loop.getRegionIterArgs()[cast<OpResult>(memref).getResultNumber()]);
    auto argument = dyn_cast<BlockArgument>(memref);
    if (!argument)
      return std::nullopt;
    Operation *owner = argument.getOwner()->getParentOp();
    if (isa<FunctionOpInterface>(owner))
      return ShapedType::isDynamic(staticOffset)
                 ? std::nullopt
                 : std::optional(divisorOfConstant(staticOffset));
    auto loop = dyn_cast<scf::ForOp>(owner);
    if (!loop || argument == loop.getInductionVar())
      return std::nullopt;
    return ofIterArg(loop, argument);
  }

  /// A buffer of `alignment` bytes (none: unknown) at `staticOffset`.
  std::optional<int64_t> ofAligned(std::optional<uint64_t> alignment,
                                   int64_t staticOffset) {
    if (!alignment || int64_t(*alignment) < rootAlignment ||
        ShapedType::isDynamic(staticOffset))
      return std::nullopt;
    return divisorOfConstant(staticOffset);
  }

  /// A loop-carried view (and the loop's result) starts where its init and
  /// every yielded view do.
  std::optional<int64_t> ofIterArg(scf::ForOp loop, BlockArgument argument) {
    // Inside a cycle the value is what the other sources make it.
    if (!inProgress.insert(argument).second)
      return kDivisorCap;
    unsigned position = argument.getArgNumber() - loop.getNumInductionVars();
    auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
    std::optional<int64_t> divisor = kDivisorCap;
    for (Value source :
         {loop.getInitArgs()[position], yield.getOperand(position)}) {
      SmallVector<int64_t> origin(cast<MemRefType>(source.getType()).getRank(),
                                  kDivisorCap);
      std::optional<int64_t> start = of(source, origin);
      if (!start) {
        divisor = std::nullopt;
        break;
      }
      divisor = std::gcd(*divisor, *start);
    }
    inProgress.erase(argument);
    return divisor;
  }

  Divisibility &divisibility;
  int64_t rootAlignment;
  llvm::DenseSet<Value> inProgress;
};

struct AlignVectorAccessesPass
    : public mlir::cuda_agent::impl::AlignVectorAccessesBase<
          AlignVectorAccessesPass> {
  using Base::Base;

  void runOnOperation() override {
    Divisibility divisibility;
    OffsetDivisibility offsets(divisibility, argumentAlignment);
    getOperation().walk([&](Operation *op) {
      Value memref;
      ValueRange indices;
      VectorType vectorType;
      if (auto load = dyn_cast<vector::LoadOp>(op)) {
        memref = load.getBase();
        indices = load.getIndices();
        vectorType = load.getVectorType();
      } else if (auto store = dyn_cast<vector::StoreOp>(op)) {
        memref = store.getBase();
        indices = store.getIndices();
        vectorType = store.getVectorType();
      } else {
        return;
      }
      if (vectorType.getRank() != 1 ||
          !vectorType.getElementType().isIntOrFloat() ||
          vectorType.getElementTypeBitWidth() % 8 != 0)
        return;
      SmallVector<int64_t> indexDivisors;
      for (Value index : indices)
        indexDivisors.push_back(divisibility.of(index));
      std::optional<int64_t> elements = offsets.of(memref, indexDivisors);
      if (!elements)
        return;
      int64_t elementBytes = vectorType.getElementTypeBitWidth() / 8;
      int64_t bytes = capped(*elements * elementBytes);
      int64_t alignment = argumentAlignment;
      while (alignment > elementBytes && bytes % alignment != 0)
        alignment /= 2;
      if (alignment <= elementBytes)
        return;
      op->setAttr("alignment",
                  IntegerAttr::get(IntegerType::get(op->getContext(), 64),
                                   alignment));
    });
  }
};

} // namespace

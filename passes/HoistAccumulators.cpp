//===- HoistAccumulators.cpp - keep loop-carried accumulators in registers ===//
//
// A thread tile that a loop reads and writes back every iteration at the
// same address (the C tile of a matmul whose K loop also stages operands in
// shared memory) becomes a loop-carried value: one load before the loop, one
// store after it. Upstream's hoisting of vector transfers on buffers gives
// up on subviews and barriers; this pass compares accesses through their
// root buffer and affine offsets instead.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/AffineExprVisitor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_HOISTACCUMULATORS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

/// A buffer no other buffer overlaps: a function argument (kernel buffers
/// are distinct allocations), a global (by symbol) or an allocation.
using Root = llvm::PointerUnion<Value, Attribute>;

/// Follows subviews and casts to the buffer they view. With `offsets`,
/// only unit-stride, rank-preserving subviews, whose offsets it collects
/// (null for other views: their elements' offsets are not known); without,
/// any subview or reshape (a view stays inside its buffer: a multi-buffered
/// stage of shared memory is still that buffer, a convolution's filter
/// collapsed into a matrix still the filter).
Value viewedBuffer(Value memref, SmallVectorImpl<OpFoldResult> *offsets) {
  while (true) {
    if (auto cast = memref.getDefiningOp<memref::CastOp>()) {
      memref = cast.getSource();
      continue;
    }
    if (Operation *reshape = memref.getDefiningOp();
        isa_and_nonnull<memref::CollapseShapeOp, memref::ExpandShapeOp>(
            reshape)) {
      if (offsets)
        return nullptr;
      memref = reshape->getOperand(0);
      continue;
    }
    auto subview = memref.getDefiningOp<memref::SubViewOp>();
    if (!subview)
      return memref;
    if (offsets) {
      if (subview.getSourceType().getRank() != subview.getType().getRank() ||
          !llvm::all_of(subview.getMixedStrides(), [](OpFoldResult stride) {
            return isConstantIntValue(stride, 1);
          }))
        return nullptr;
      offsets->append(subview.getMixedOffsets());
    }
    memref = subview.getSource();
  }
}

std::optional<Root> rootOf(Value buffer) {
  if (!buffer)
    return std::nullopt;
  if (auto argument = dyn_cast<BlockArgument>(buffer)) {
    if (isa<FunctionOpInterface>(argument.getOwner()->getParentOp()))
      return Root(buffer);
    return std::nullopt;
  }
  if (auto global = buffer.getDefiningOp<memref::GetGlobalOp>())
    return Root(global.getNameAttr());
  if (buffer.getDefiningOp<memref::AllocOp>() ||
      buffer.getDefiningOp<memref::AllocaOp>())
    return Root(buffer);
  return std::nullopt;
}

/// The root of any view, also one carried through a loop's iter_args (a
/// pipeline's rotating stage buffers: each yielded view is a stage of the
/// same buffer); a null Root inside a cycle of iter_args, which the loop's
/// other views decide.
std::optional<Root> rootOfView(Value memref,
                               llvm::SmallPtrSetImpl<Value> &visiting) {
  Value buffer = viewedBuffer(memref, nullptr);
  auto argument = dyn_cast<BlockArgument>(buffer);
  auto loop = argument
                  ? dyn_cast<scf::ForOp>(argument.getOwner()->getParentOp())
                  : nullptr;
  if (!loop || argument == loop.getInductionVar())
    return rootOf(buffer);
  if (!visiting.insert(argument).second)
    return Root();
  std::optional<Root> root = Root();
  for (Value source : {loop.getTiedLoopInit(argument)->get(),
                       loop.getTiedLoopYieldedValue(argument)->get()}) {
    std::optional<Root> sourceRoot = rootOfView(source, visiting);
    if (!sourceRoot ||
        (!root->isNull() && !sourceRoot->isNull() && *root != *sourceRoot))
      return std::nullopt;
    if (!sourceRoot->isNull())
      root = sourceRoot;
  }
  return root;
}

std::optional<Root> rootOfView(Value memref) {
  llvm::SmallPtrSet<Value, 4> visiting;
  std::optional<Root> root = rootOfView(memref, visiting);
  if (root && root->isNull())
    return std::nullopt;
  return root;
}

/// Index values as affine expressions over shared symbols, so that equal
/// and constant-apart addresses can be recognized.
class IndexExprs {
public:
  explicit IndexExprs(MLIRContext *context) : context(context) {}

  AffineExpr of(OpFoldResult index) {
    if (std::optional<int64_t> constant = getConstantIntValue(index))
      return getAffineConstantExpr(*constant, context);
    Value value = cast<Value>(index);
    if (auto apply = value.getDefiningOp<affine::AffineApplyOp>()) {
      AffineMap map = apply.getAffineMap();
      SmallVector<AffineExpr> operands;
      for (Value operand : apply.getMapOperands())
        operands.push_back(of(operand));
      ArrayRef<AffineExpr> all(operands);
      return simplify(map.getResult(0).replaceDimsAndSymbols(
          all.take_front(map.getNumDims()), all.drop_front(map.getNumDims())));
    }
    if (auto add = value.getDefiningOp<arith::AddIOp>())
      return simplify(of(add.getLhs()) + of(add.getRhs()));
    if (auto mul = value.getDefiningOp<arith::MulIOp>()) {
      AffineExpr lhs = of(mul.getLhs()), rhs = of(mul.getRhs());
      if (isa<AffineConstantExpr>(lhs) || isa<AffineConstantExpr>(rhs))
        return simplify(lhs * rhs);
    }
    auto [it, inserted] = positions.try_emplace(value, symbols.size());
    if (inserted)
      symbols.push_back(value);
    return getAffineSymbolExpr(it->second, context);
  }

  /// Whether every value `expr` depends on is defined outside `loop`.
  bool invariantIn(AffineExpr expr, scf::ForOp loop) const {
    bool invariant = true;
    expr.walk([&](AffineExpr sub) {
      if (auto symbol = dyn_cast<AffineSymbolExpr>(sub))
        invariant &= loop.isDefinedOutsideOfLoop(symbols[symbol.getPosition()]);
    });
    return invariant;
  }

  AffineExpr simplify(AffineExpr expr) const {
    return simplifyAffineExpr(expr, 0, symbols.size());
  }

  std::optional<int64_t> constantDifference(AffineExpr a, AffineExpr b) {
    if (auto difference = dyn_cast<AffineConstantExpr>(simplify(a - b)))
      return difference.getValue();
    return std::nullopt;
  }

private:
  MLIRContext *context;
  SmallVector<Value> symbols;
  DenseMap<Value, unsigned> positions;
};

/// A vector load or store of a whole, in-bounds, unmasked row-major box.
struct Access {
  Operation *op;
  bool isWrite;
  Value memref;
  VectorType type;
  Root root;
  /// Offset of the box in each dimension of the root buffer.
  SmallVector<AffineExpr> offsets;
  /// Extent of the box in each dimension of the root buffer.
  SmallVector<int64_t> extents;

  bool sameBox(const Access &other) const {
    return root == other.root && type == other.type &&
           offsets == other.offsets;
  }
};

/// The box `op` accesses, if it is a vector access this pass understands.
std::optional<Access> analyzeAccess(Operation *op, IndexExprs &exprs) {
  Access access{op, false, nullptr, nullptr, Root(), {}, {}};
  ValueRange indices;
  if (auto load = dyn_cast<vector::LoadOp>(op)) {
    access.memref = load.getBase();
    access.type = load.getVectorType();
    indices = load.getIndices();
  } else if (auto store = dyn_cast<vector::StoreOp>(op)) {
    access = {op, true, store.getBase(), store.getVectorType(), Root(), {}, {}};
    indices = store.getIndices();
  } else if (auto read = dyn_cast<vector::TransferReadOp>(op)) {
    if (read.getMask() || !read.getPermutationMap().isMinorIdentity() ||
        llvm::any_of(read.getInBoundsValues(), [](bool b) { return !b; }))
      return std::nullopt;
    access.memref = read.getBase();
    access.type = read.getVectorType();
    indices = read.getIndices();
  } else if (auto write = dyn_cast<vector::TransferWriteOp>(op)) {
    if (write.getMask() || !write.getPermutationMap().isMinorIdentity() ||
        llvm::any_of(write.getInBoundsValues(), [](bool b) { return !b; }))
      return std::nullopt;
    access = {op, true, write.getBase(), write.getVectorType(), Root(), {}, {}};
    indices = write.getIndices();
  } else {
    return std::nullopt;
  }
  if (!isa<MemRefType>(access.memref.getType()))
    return std::nullopt;
  SmallVector<OpFoldResult> viewOffsets;
  std::optional<Root> root =
      rootOf(viewedBuffer(access.memref, &viewOffsets));
  if (!root)
    return std::nullopt;
  access.root = *root;
  // Offsets in the root: the access's indices plus each view's offsets.
  for (Value index : indices)
    access.offsets.push_back(exprs.of(index));
  for (size_t start = 0; start < viewOffsets.size();
       start += access.offsets.size())
    for (size_t d = 0; d < access.offsets.size(); ++d)
      access.offsets[d] = access.offsets[d] + exprs.of(viewOffsets[start + d]);
  for (AffineExpr &offset : access.offsets)
    offset = exprs.simplify(offset);
  size_t rank = access.offsets.size();
  access.extents.assign(rank, 1);
  ArrayRef<int64_t> shape = access.type.getShape();
  for (size_t i = 0; i < shape.size(); ++i)
    access.extents[rank - shape.size() + i] = shape[i];
  return access;
}

bool disjoint(const Access &a, const Access &b, IndexExprs &exprs) {
  if (a.root != b.root)
    return true;
  for (size_t d = 0; d < a.offsets.size(); ++d) {
    std::optional<int64_t> distance =
        exprs.constantDifference(a.offsets[d], b.offsets[d]);
    if (distance && (*distance >= b.extents[d] || -*distance >= a.extents[d]))
      return true;
  }
  return false;
}

/// Everything `loop` does to memory: analyzable accesses, and the roots of
/// all other accesses. Fails if some access may touch any buffer.
struct LoopMemory {
  SmallVector<Access> accesses;
  llvm::SmallDenseSet<Root> opaqueRoots;
};

LogicalResult collectMemory(scf::ForOp loop, IndexExprs &exprs,
                            LoopMemory &memory) {
  WalkResult result = loop.getBody()->walk([&](Operation *op) {
    // A barrier orders accesses but makes none of its own; so do the
    // grouping of cp.async copies and the wait for them (the copies are
    // accesses of their own).
    if (isa<gpu::BarrierOp, nvgpu::DeviceAsyncCreateGroupOp,
            nvgpu::DeviceAsyncWaitOp>(op))
      return WalkResult::advance();
    if (std::optional<Access> access = analyzeAccess(op, exprs)) {
      memory.accesses.push_back(*access);
      return WalkResult::advance();
    }
    if (op->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
      return WalkResult::advance();
    auto effecting = dyn_cast<MemoryEffectOpInterface>(op);
    if (!effecting)
      return WalkResult::interrupt();
    SmallVector<MemoryEffects::EffectInstance> effects;
    effecting.getEffects(effects);
    for (const MemoryEffects::EffectInstance &effect : effects) {
      if (isa<MemoryEffects::Allocate, MemoryEffects::Free>(effect.getEffect()))
        continue;
      Value value = effect.getValue();
      if (!value || !isa<BaseMemRefType>(value.getType()))
        return WalkResult::interrupt();
      std::optional<Root> root = rootOfView(value);
      if (!root)
        return WalkResult::interrupt();
      memory.opaqueRoots.insert(*root);
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

/// The accesses of one loop-invariant box, which nothing else in the loop
/// touches: loads and stores alternating, first a load, last a store (an
/// unrolled loop updates its accumulator several times per iteration).
struct Accumulator {
  SmallVector<Operation *> chain;
};

SmallVector<Accumulator> findAccumulators(scf::ForOp loop,
                                          const LoopMemory &memory,
                                          IndexExprs &exprs) {
  auto invariant = [&](const Access &access) {
    if (access.op->getParentOp() != loop)
      return false;
    if (!loop.isDefinedOutsideOfLoop(access.memref))
      return false;
    // Every value the offsets depend on, and every operand but the stored
    // vector, is available before the loop.
    for (AffineExpr offset : access.offsets)
      if (!exprs.invariantIn(offset, loop))
        return false;
    for (OpOperand &operand : access.op->getOpOperands())
      if (!(access.isWrite && operand.getOperandNumber() == 0) &&
          !loop.isDefinedOutsideOfLoop(operand.get()))
        return false;
    return true;
  };

  SmallVector<Accumulator> accumulators;
  llvm::SmallPtrSet<Operation *, 16> claimed;
  for (const Access &first : memory.accesses) {
    if (first.isWrite || claimed.contains(first.op) ||
        memory.opaqueRoots.contains(first.root))
      continue;
    SmallVector<const Access *> chain;
    bool hoistable = true;
    for (const Access &other : memory.accesses) {
      if (other.root != first.root)
        continue;
      if (other.sameBox(first)) {
        if (!invariant(other)) {
          hoistable = false;
          break;
        }
        chain.push_back(&other);
      } else if (!disjoint(first, other, exprs)) {
        hoistable = false;
        break;
      }
    }
    if (!hoistable)
      continue;
    llvm::sort(chain, [](const Access *a, const Access *b) {
      return a->op->isBeforeInBlock(b->op);
    });
    for (auto [position, access] : llvm::enumerate(chain))
      hoistable &= access->isWrite == (position % 2 == 1);
    if (!hoistable || chain.empty() || chain.size() % 2 != 0 ||
        chain.front() != &first)
      continue;
    Accumulator accumulator;
    for (const Access *access : chain) {
      accumulator.chain.push_back(access->op);
      claimed.insert(access->op);
    }
    accumulators.push_back(std::move(accumulator));
  }
  return accumulators;
}

/// Loads the accumulators before `loop`, carries them as iteration
/// arguments (forwarding stores to the loads that follow them) and stores
/// them after it.
void hoist(scf::ForOp loop, ArrayRef<Accumulator> accumulators) {
  IRRewriter rewriter(loop.getContext());
  auto storedValue = [](Operation *store) { return store->getOperand(0); };
  // Inside an iteration, a load reads what the store before it wrote.
  for (const Accumulator &accumulator : accumulators) {
    ArrayRef<Operation *> chain = accumulator.chain;
    for (size_t i = 2; i < chain.size(); i += 2) {
      rewriter.replaceAllUsesWith(chain[i]->getResult(0),
                                  storedValue(chain[i - 1]));
      rewriter.eraseOp(chain[i]);
      rewriter.eraseOp(chain[i - 1]);
    }
  }
  rewriter.setInsertionPoint(loop);
  SmallVector<Value> initial;
  for (const Accumulator &accumulator : accumulators)
    initial.push_back(
        rewriter.clone(*accumulator.chain.front())->getResult(0));
  FailureOr<LoopLikeOpInterface> hoisted = loop.replaceWithAdditionalYields(
      rewriter, initial, /*replaceInitOperandUsesInLoop=*/false,
      [&](OpBuilder &, Location, ArrayRef<BlockArgument>) {
        SmallVector<Value> yielded;
        for (const Accumulator &accumulator : accumulators)
          yielded.push_back(storedValue(accumulator.chain.back()));
        return yielded;
      });
  assert(succeeded(hoisted) && "scf.for takes additional yields");
  auto newLoop = cast<scf::ForOp>(hoisted->getOperation());
  unsigned first = newLoop.getNumResults() - accumulators.size();
  rewriter.setInsertionPointAfter(newLoop);
  for (auto [i, accumulator] : llvm::enumerate(accumulators)) {
    Operation *load = accumulator.chain.front();
    Operation *store = accumulator.chain.back();
    rewriter.replaceAllUsesWith(load->getResult(0),
                                newLoop.getRegionIterArgs()[first + i]);
    rewriter.eraseOp(load);
    Operation *finalStore = rewriter.clone(*store);
    finalStore->setOperand(0, newLoop.getResult(first + i));
    rewriter.eraseOp(store);
  }
}

struct HoistAccumulatorsPass
    : public mlir::cuda_agent::impl::HoistAccumulatorsBase<
          HoistAccumulatorsPass> {
  void runOnOperation() override {
    // Inner loops first, so that what leaves an inner loop can leave the
    // outer one too.
    SmallVector<scf::ForOp> loops;
    getOperation()->walk([&](scf::ForOp loop) { loops.push_back(loop); });
    for (scf::ForOp loop : loops) {
      IndexExprs exprs(loop.getContext());
      LoopMemory memory;
      if (failed(collectMemory(loop, exprs, memory)))
        continue;
      SmallVector<Accumulator> accumulators =
          findAccumulators(loop, memory, exprs);
      if (!accumulators.empty())
        hoist(loop, accumulators);
    }
  }
};

} // namespace

//===- MergeResultGenerics.cpp - a function's results in one generic ------===//

#include "passes/Passes.h"

#include "cuda-agent/Scheduling/Reshapes.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_MERGERESULTGENERICS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

/// The generic computing `result` through reshapes, if it is elementwise
/// (all loops parallel, identity output maps) and static.
linalg::GenericOp elementwiseResultOp(Value result) {
  auto generic =
      cuda_agent::getReshapedSource(result).getDefiningOp<linalg::GenericOp>();
  if (!generic || !generic.hasPureTensorSemantics() ||
      generic.getNumLoops() != generic.getNumParallelLoops() ||
      llvm::any_of(generic.getStaticLoopRanges(), ShapedType::isDynamic) ||
      !llvm::all_of(generic.getDpsInitsMutable(), [&](OpOperand &init) {
        return generic.getMatchingIndexingMap(&init).isIdentity();
      }))
    return {};
  return generic;
}

/// `first` and `second` (first before second, neither reading the other)
/// as one generic at `second`'s place; the ops after `first` that read its
/// results and come before `second` (the reshapes to the returned shape)
/// move after it. Fails, changing nothing, where `second` reads `first`.
FailureOr<linalg::GenericOp> merge(linalg::GenericOp first,
                                   linalg::GenericOp second) {
  SetVector<Operation *> readers;
  getForwardSlice(first.getOperation(), &readers);
  if (readers.contains(second))
    return failure();
  SmallVector<Operation *> toMove;
  for (Operation *reader : readers)
    if (reader->getBlock() == second->getBlock() &&
        reader->isBeforeInBlock(second))
      toMove.push_back(reader);

  OpBuilder builder(second);
  SmallVector<Value> inputs(first.getDpsInputs());
  llvm::append_range(inputs, second.getDpsInputs());
  SmallVector<Value> inits(first.getDpsInits());
  llvm::append_range(inits, second.getDpsInits());
  SmallVector<AffineMap> maps;
  for (linalg::GenericOp op : {first, second})
    for (OpOperand *input : op.getDpsInputOperands())
      maps.push_back(op.getMatchingIndexingMap(input));
  for (linalg::GenericOp op : {first, second})
    for (OpOperand &init : op.getDpsInitsMutable())
      maps.push_back(op.getMatchingIndexingMap(&init));
  SmallVector<Type> types(first->getResultTypes());
  llvm::append_range(types, second->getResultTypes());
  auto merged = linalg::GenericOp::create(
      builder, second.getLoc(), types, inputs, inits, maps,
      second.getIteratorTypesArray(),
      [&](OpBuilder &body, Location loc, ValueRange arguments) {
        SmallVector<Value> yielded;
        size_t numInputs = first.getNumDpsInputs() + second.getNumDpsInputs();
        size_t input = 0, init = numInputs;
        for (linalg::GenericOp op : {first, second}) {
          // Payload arguments: the op's inputs, then its inits.
          IRMapping mapping;
          Block *block = op.getBlock();
          for (BlockArgument argument : block->getArguments())
            mapping.map(argument,
                        arguments[argument.getArgNumber() < op.getNumDpsInputs()
                                      ? input++
                                      : init++]);
          for (Operation &nested : block->without_terminator())
            body.clone(nested, mapping);
          for (Value value : block->getTerminator()->getOperands())
            yielded.push_back(mapping.lookupOrDefault(value));
        }
        linalg::YieldOp::create(body, loc, yielded);
      });
  first->replaceAllUsesWith(
      merged->getResults().take_front(first->getNumResults()));
  second->replaceAllUsesWith(
      merged->getResults().drop_front(first->getNumResults()));
  first->erase();
  second->erase();
  Operation *after = merged;
  for (Operation *op : toMove) {
    op->moveAfter(after);
    after = op;
  }
  return merged;
}

struct MergeResultGenericsPass
    : public mlir::cuda_agent::impl::MergeResultGenericsBase<
          MergeResultGenericsPass> {
  /// The values `op` is computed from (arguments included).
  static llvm::DenseSet<Value> getSources(Operation *op) {
    llvm::DenseSet<Value> sources;
    SmallVector<Value> stack(op->getOperands());
    while (!stack.empty()) {
      Value value = stack.pop_back_val();
      if (!sources.insert(value).second)
        continue;
      if (Operation *producer = value.getDefiningOp())
        stack.append(producer->operand_begin(), producer->operand_end());
    }
    return sources;
  }

  /// Whether `first` and `second` are computed from a common tensor (the
  /// statistics of the same rows): results of unrelated computations of a
  /// whole model stay in regions of their own.
  static bool shareAnInput(linalg::GenericOp first, linalg::GenericOp second) {
    llvm::DenseSet<Value> sources = getSources(first);
    return llvm::any_of(getSources(second), [&](Value value) {
      return isa<RankedTensorType>(value.getType()) &&
             !value.getDefiningOp<tensor::EmptyOp>() &&
             !value.getDefiningOp<linalg::FillOp>() && sources.contains(value);
    });
  }

  void runOnOperation() override {
    func::FuncOp function = getOperation();
    SmallVector<linalg::GenericOp> results;
    function.walk([&](func::ReturnOp ret) {
      for (Value value : ret.getOperands())
        if (linalg::GenericOp op = elementwiseResultOp(value))
          if (!llvm::is_contained(results, op))
            results.push_back(op);
    });
    // Merge in program order: each group's ops into its first.
    llvm::sort(results, [](linalg::GenericOp a, linalg::GenericOp b) {
      return a->isBeforeInBlock(b);
    });
    SmallVector<linalg::GenericOp> groups;
    for (linalg::GenericOp op : results) {
      bool merged = false;
      for (linalg::GenericOp &group : groups) {
        if (group->getBlock() != op->getBlock() ||
            group.getStaticLoopRanges() != op.getStaticLoopRanges() ||
            !shareAnInput(group, op))
          continue;
        FailureOr<linalg::GenericOp> combined = merge(group, op);
        if (succeeded(combined)) {
          group = *combined;
          merged = true;
          break;
        }
      }
      if (!merged)
        groups.push_back(op);
    }
  }
};

} // namespace

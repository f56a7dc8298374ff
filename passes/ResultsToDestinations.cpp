//===- ResultsToDestinations.cpp - function results into out arguments ----===//

#include "passes/Passes.h"

#include "cuda-agent/Scheduling/Reshapes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_RESULTSTODESTINATIONS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

bool isArgumentOf(Value value, func::FuncOp function) {
  auto argument = dyn_cast<BlockArgument>(value);
  return argument && argument.getOwner() == &function.getBody().front();
}

LogicalResult writeResultsIntoArguments(func::FuncOp function,
                                        ModuleOp module) {
  if (function.isExternal())
    return success();
  if (!function.getBody().hasOneBlock())
    return function.emitError("has several blocks; only a function of one "
                              "block can take its results as arguments");
  auto terminator = cast<func::ReturnOp>(function.getBody().front().back());
  // The argument each result is written into, to refuse two results in one.
  llvm::DenseMap<Value, unsigned> destinations;
  for (auto [index, result] : llvm::enumerate(terminator.getOperands())) {
    if (!isa<RankedTensorType>(result.getType()) ||
        isArgumentOf(result, function))
      continue;
    // The init each op in turn writes into, back to where it starts;
    // reshapes (a convolution computed as a GEMM) are views of it.
    OpOperand *start = nullptr;
    SmallVector<Operation *> reshapes;
    Value destination =
        cuda_agent::getWrittenDestination(result, &start, &reshapes);
    if (!start)
      return terminator.emitError()
             << "result #" << index << " is computed by '"
             << result.getDefiningOp()->getName()
             << "', which writes into no destination: it cannot become an "
                "argument";
    if (llvm::any_of(reshapes, [](Operation *reshape) {
          return !cast<ShapedType>(reshape->getOperand(0).getType())
                      .hasStaticShape();
        }))
      return terminator.emitError()
             << "result #" << index
             << " is a reshape of dynamic shape: it cannot become an argument";
    if (destination.getDefiningOp<tensor::EmptyOp>()) {
      // Checked before the signature changes, as weights-to-arguments does.
      if (!SymbolTable::symbolKnownUseEmpty(function, module))
        return function.emitError("has callers: its results cannot become "
                                  "arguments");
      unsigned argument = function.getNumArguments();
      if (failed(function.insertArgument(argument, result.getType(),
                                         /*argAttrs=*/nullptr,
                                         destination.getLoc())))
        return failure();
      destination = function.getArgument(argument);
      // A reshaped result: the ops write into the argument reshaped back
      // (static shapes: every reshape has an inverse).
      OpBuilder builder = OpBuilder::atBlockBegin(&function.getBody().front());
      Value written = destination;
      for (Operation *reshape : reshapes) {
        if (auto expand = dyn_cast<tensor::ExpandShapeOp>(reshape))
          written = tensor::CollapseShapeOp::create(
              builder, expand.getLoc(), expand.getSrcType(), written,
              expand.getReassociationIndices());
        else if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(reshape))
          written = tensor::ExpandShapeOp::create(
              builder, collapse.getLoc(), collapse.getSrcType(), written,
              collapse.getReassociationIndices());
      }
      start->set(written);
    } else if (!isArgumentOf(destination, function)) {
      return terminator.emitError()
             << "result #" << index << " is written into a tensor made by '"
             << destination.getDefiningOp()->getName()
             << "', not into an empty tensor or an argument";
    } else if (destination.getType() != result.getType()) {
      return terminator.emitError()
             << "result #" << index << " is written into a view of argument #"
             << cast<BlockArgument>(destination).getArgNumber()
             << ", whose shape is not the result's";
    }
    auto [previous, inserted] = destinations.try_emplace(destination, index);
    if (!inserted)
      return terminator.emitError()
             << "results #" << previous->second << " and #" << index
             << " are written into one destination";
  }
  return success();
}

struct ResultsToDestinationsPass
    : public mlir::cuda_agent::impl::ResultsToDestinationsBase<
          ResultsToDestinationsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (auto function : llvm::to_vector(module.getOps<func::FuncOp>()))
      if (failed(writeResultsIntoArguments(function, module)))
        return signalPassFailure();
  }
};

} // namespace

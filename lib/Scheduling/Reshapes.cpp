//===- Reshapes.cpp - values seen through their reshapes ------------------===//

#include "cuda-agent/Scheduling/Reshapes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"

using namespace mlir;

Value mlir::cuda_agent::getReshapedSource(Value value) {
  while (true) {
    if (auto reshape = value.getDefiningOp<tensor::ExpandShapeOp>())
      value = reshape.getSrc();
    else if (auto reshape = value.getDefiningOp<tensor::CollapseShapeOp>())
      value = reshape.getSrc();
    else
      return value;
  }
}

Value mlir::cuda_agent::getWrittenDestination(
    Value value, OpOperand **start, SmallVectorImpl<Operation *> *reshapes) {
  if (start)
    *start = nullptr;
  while (Operation *writer = value.getDefiningOp()) {
    if (auto style = dyn_cast<DestinationStyleOpInterface>(writer)) {
      OpOperand *init = style.getTiedOpOperand(cast<OpResult>(value));
      if (start)
        *start = init;
      value = init->get();
    } else if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(writer)) {
      if (reshapes)
        reshapes->push_back(writer);
      value = writer->getOperand(0);
    } else {
      break;
    }
  }
  return value;
}

void mlir::cuda_agent::populateReshapeCleanupPatterns(
    RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  linalg::FillOp::getCanonicalizationPatterns(patterns, context);
  tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, context);
  tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, context);
  tensor::populateFoldTensorEmptyPatterns(patterns);
}

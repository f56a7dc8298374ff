//===- Reshapes.cpp - values seen through their reshapes ------------------===//

#include "cuda-agent/Scheduling/Reshapes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

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

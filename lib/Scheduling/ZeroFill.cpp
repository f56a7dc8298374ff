//===- ZeroFill.cpp - ops that fill their output with zeros ---------------===//

#include "cuda-agent/Scheduling/ZeroFill.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;

bool mlir::cuda_agent::isZeroFill(Operation *op) {
  if (auto fill = dyn_cast_if_present<linalg::FillOp>(op))
    return matchPattern(fill.value(), m_AnyZeroFloat());
  auto map = dyn_cast_if_present<linalg::MapOp>(op);
  if (!map || !map.getInputs().empty())
    return false;
  auto yield = cast<linalg::YieldOp>(map.getMapper().front().getTerminator());
  return yield.getNumOperands() == 1 &&
         yield.getOperand(0).getParentRegion() != &map.getMapper() &&
         matchPattern(yield.getOperand(0), m_AnyZeroFloat());
}

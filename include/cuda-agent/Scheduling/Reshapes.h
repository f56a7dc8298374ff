//===- Reshapes.h - values seen through their reshapes ----------*- C++ -*-===//
//
// A kernel's result is often its computation reshaped (a convolution's GEMM
// output expanded back to the image, a collapsed view of an output): the
// kernel analysis and the result merging both look through the reshapes, and
// the passes that fold reshapes into ops clean up after them alike.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_SCHEDULING_RESHAPES_H
#define CUDA_AGENT_SCHEDULING_RESHAPES_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir {
class RewritePatternSet;
} // namespace mlir

namespace mlir {
namespace cuda_agent {

/// The value `value` reshapes through tensor.expand_shape and
/// tensor.collapse_shape ops (itself if it is none's result).
Value getReshapedSource(Value value);

/// The tensor `value` is written into: through each destination-style
/// op's tied init and through reshapes, back to where the writing starts (an
/// argument, an empty tensor). `start`, if given, is set to the first
/// writer's init operand (null where no op writes `value`); `reshapes`, if
/// given, receives the reshapes passed, from `value` back.
Value getWrittenDestination(Value value, OpOperand **start = nullptr,
                            SmallVectorImpl<Operation *> *reshapes = nullptr);

/// What a reshape folding leaves behind, cleaned up: reshapes of reshapes
/// composed or cancelled, reshaped tensor.empty ops as empty tensors of the
/// new shape (what results-to-destinations takes), reshaped fills as fills.
void populateReshapeCleanupPatterns(RewritePatternSet &patterns);

} // namespace cuda_agent
} // namespace mlir

#endif // CUDA_AGENT_SCHEDULING_RESHAPES_H

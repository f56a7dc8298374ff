//===- Reshapes.h - values seen through their reshapes ----------*- C++ -*-===//
//
// A kernel's result is often its computation reshaped (a convolution's GEMM
// output expanded back to the image, a collapsed view of an output): the
// kernel analysis and the result merging both look through the reshapes.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_SCHEDULING_RESHAPES_H
#define CUDA_AGENT_SCHEDULING_RESHAPES_H

#include "mlir/IR/Value.h"

namespace mlir {
namespace cuda_agent {

/// The value `value` reshapes through tensor.expand_shape and
/// tensor.collapse_shape ops (itself if it is none's result).
Value getReshapedSource(Value value);

} // namespace cuda_agent
} // namespace mlir

#endif // CUDA_AGENT_SCHEDULING_RESHAPES_H

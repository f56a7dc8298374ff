//===- ZeroFill.h - ops that fill their output with zeros -------*- C++ -*-===//
//
// Several rewrites hold only where an output starts as zeros (a GEMM whose
// init becomes an epilogue, wgmma's accumulators, a padding read as a
// masked copy): one test of what a zero fill is.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_SCHEDULING_ZEROFILL_H
#define CUDA_AGENT_SCHEDULING_ZEROFILL_H

namespace mlir {
class Operation;
namespace cuda_agent {

/// Whether `op` writes a floating-point zero to every element of its one
/// output: a linalg.fill of a zero, or a linalg.map of no inputs yielding a
/// zero defined outside it (what a bufferized tensor.pad's fill becomes).
bool isZeroFill(Operation *op);

} // namespace cuda_agent
} // namespace mlir

#endif // CUDA_AGENT_SCHEDULING_ZEROFILL_H

//===- Transposes.h - transposes a named contraction reads ------*- C++ -*-===//
//
// A linalg.matmul or batch_matmul reads an operand through its indexing
// map, which can express a swap of the operand's last two dimensions and
// nothing else: the passes that fold a transposed operand into a named
// contraction's map ask the same question.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_SCHEDULING_TRANSPOSES_H
#define CUDA_AGENT_SCHEDULING_TRANSPOSES_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/ArrayRef.h"

namespace mlir {
namespace cuda_agent {

/// Whether `permutation` swaps the last two dimensions and keeps the others.
bool swapsLastTwo(ArrayRef<int64_t> permutation);

} // namespace cuda_agent
} // namespace mlir

#endif // CUDA_AGENT_SCHEDULING_TRANSPOSES_H

//===- Transposes.cpp - transposes a named contraction reads --------------===//

#include "cuda-agent/Scheduling/Transposes.h"

bool mlir::cuda_agent::swapsLastTwo(ArrayRef<int64_t> permutation) {
  size_t rank = permutation.size();
  for (size_t dimension = 0; dimension + 2 < rank; ++dimension)
    if (permutation[dimension] != int64_t(dimension))
      return false;
  return rank >= 2 && permutation[rank - 2] == int64_t(rank - 1) &&
         permutation[rank - 1] == int64_t(rank - 2);
}

//===- Families.h - the kernel families of the generator --------*- C++ -*-===//

#ifndef CUDA_AGENT_LIB_SYNTH_FAMILIES_H
#define CUDA_AGENT_LIB_SYNTH_FAMILIES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cuda_agent::synth {

/// A portable random stream (splitmix64): the same numbers from every
/// standard library, so that a corpus regenerates bit for bit.
class Random {
public:
  explicit Random(uint64_t seed) : state(seed) {}
  uint64_t next();
  /// Uniform in [low, high].
  int64_t uniform(int64_t low, int64_t high);
  /// True with probability `p`.
  bool chance(double p);
  template <typename T> const T &pick(const std::vector<T> &values) {
    return values[uniform(0, int64_t(values.size()) - 1)];
  }

private:
  uint64_t state;
};

/// A generated kernel: one function on tensors, the output its last
/// argument.
struct GeneratedKernel {
  mlir::OwningOpRef<mlir::ModuleOp> module;
  std::string variant;
  /// Floating-point operations of one run, counted as the ops were built
  /// (each float arith/math op of an op's body once per iteration).
  double flops = 0;
};

/// Builds a random kernel of `family` ("matmul", ...: getFamilyNames) with
/// elements of `dtype` (f32, f16, bf16) in `context`.
GeneratedKernel generateKernel(mlir::MLIRContext &context,
                               const std::string &family,
                               const std::string &dtype, Random &random);

} // namespace cuda_agent::synth

#endif // CUDA_AGENT_LIB_SYNTH_FAMILIES_H

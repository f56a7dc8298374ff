//===- TF32.h - f32 values rounded to tf32 -----------------------*- C++ -*-===//
//
// Both tensor-core lowerings of f32 products (mma.sync and wgmma) split
// each operand into its value rounded to tf32 and the rounded rest: one
// rounding for both.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_SCHEDULING_TF32_H
#define CUDA_AGENT_SCHEDULING_TF32_H

namespace mlir {
class Location;
class OpBuilder;
class Value;
namespace cuda_agent {

/// `value` (a vector of f32) rounded to tf32, to nearest with ties away
/// from zero as cvt.rna.tf32.f32 rounds: half of tf32's last place added to
/// the magnitude, the 13 bits below it cleared (exact in integers; finite
/// values within half a tf32 place of the largest f32 round to infinity).
Value roundToTF32(OpBuilder &builder, Location loc, Value value);

/// `value` (a vector of f32) as the tensor cores read it as tf32: its 13
/// low bits dropped.
Value truncateToTF32(OpBuilder &builder, Location loc, Value value);

} // namespace cuda_agent
} // namespace mlir

#endif // CUDA_AGENT_SCHEDULING_TF32_H

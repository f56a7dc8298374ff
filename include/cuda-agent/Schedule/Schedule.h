//===- Schedule.h - a kernel schedule as a list of actions ------*- C++ -*-===//
//
// The action string is the schedule's stable, documented form (CLI, logs,
// experience database, policy output):
//
//   schedule    := "" | action (";" action)*
//   action      := name | name "(" integer ("," integer)* ")"
//
//   block(t0,t1,..)        tile the parallel loops into thread blocks (0 = keep whole)
//   thread(t0,t1,..)       per-thread tile inside a block (defines the block's threads)
//   reduce(k) | reduce(k0,..)  tile the reduction loop(s)
//   split(t)               split each reduction across t threads of the block
//   promote(i,..)          stage operand i's block tile in shared memory
//   pipeline(s)            stage the promoted tiles s steps ahead (cp.async)
//   unroll(f)              unroll the innermost serial loop by f
//   vector(w)              vector width of loads and stores (1 = scalar code)
//   interchange(p0,p1,..)  permute the loops
//   fuse                   fuse producers and consumers into the tiled loop nest
//   splitk(s)              split the reduction across s blocks
//   mma                    run the contraction on tensor cores (mma.sync)
//   wgmma                  run it on Hopper's warpgroup tensor cores (wgmma, TMA)
//   tf32                   with mma, f32 operands rounded to tf32 once (opt-in:
//                          about 4e-4 relative error; without it three tf32
//                          products of split operands keep f32's accuracy)
//
// Each action appears at most once; the printed (canonical) order is the
// order above, whatever order the input used. Whitespace is ignored. This
// header checks only what holds for every kernel (counts of arguments,
// permutations, positive factors); fit to a kernel is the legality check's.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_SCHEDULE_SCHEDULE_H
#define CUDA_AGENT_SCHEDULE_SCHEDULE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cuda_agent {

enum class ActionKind {
  Block,
  Thread,
  Reduce,
  Split,
  Promote,
  Pipeline,
  Unroll,
  Vector,
  Interchange,
  Fuse,
  SplitK,
  Mma,
  Wgmma,
  Tf32,
};

/// The action's name in the action string ("block", "splitk", ...).
llvm::StringRef getActionName(ActionKind kind);

/// The largest divisor of `size` that is at most `limit` (1 at least): a
/// tile that covers a loop in whole tiles.
int64_t largestDivisorAtMost(int64_t size, int64_t limit);

struct Schedule {
  std::optional<std::vector<int64_t>> block;
  std::optional<std::vector<int64_t>> thread;
  std::optional<std::vector<int64_t>> reduce;
  std::optional<int64_t> split;
  std::optional<std::vector<int64_t>> promote;
  std::optional<int64_t> pipeline;
  std::optional<int64_t> unroll;
  std::optional<int64_t> vector;
  std::optional<std::vector<int64_t>> interchange;
  bool fuse = false;
  std::optional<int64_t> splitk;
  bool mma = false;
  bool wgmma = false;
  bool tf32 = false;

  /// Parses an action string; the error names the action and the column.
  static llvm::Expected<Schedule> parse(llvm::StringRef text);

  /// The canonical action string ("" for the empty schedule).
  std::string str() const;

  /// Whether the schedule holds action `kind`.
  bool has(ActionKind kind) const;
  /// Takes action `kind` as `other` has it (absent there: removed here).
  void copyAction(ActionKind kind, const Schedule &other);
  bool empty() const;

  bool operator==(const Schedule &other) const;
  bool operator!=(const Schedule &other) const { return !(*this == other); }
};

} // namespace cuda_agent

#endif // CUDA_AGENT_SCHEDULE_SCHEDULE_H

//===- Scheduling.h - from a kernel and a schedule to a script --*- C++ -*-===//
//
// The compiler side of schedules: find a kernel's anchor op, resolve a
// schedule against it (defaults for absent actions, legality with reasons),
// and build the Transform-dialect script of the tiled-SIMT skeleton that
// applies it.
//
//===----------------------------------------------------------------------===//

#ifndef CUDA_AGENT_SCHEDULING_SCHEDULING_H
#define CUDA_AGENT_SCHEDULING_SCHEDULING_H

#include "cuda-agent/Schedule/Schedule.h"
#include "cuda-agent/Target/Limits.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/OwningOpRef.h"

#include <array>
#include <memory>
#include <random>
#include <string>

namespace mlir::cuda_agent {

/// Discardable attributes that tag ops for the generated script to match.
constexpr llvm::StringLiteral kAnchorAttrName = "cuda_agent.anchor";
constexpr llvm::StringLiteral kInitFillAttrName = "cuda_agent.init_fill";
/// On the kernel's other ops (fused into the anchor's loops), their index
/// in KernelInfo::fused.
constexpr llvm::StringLiteral kFusedAttrName = "cuda_agent.fused";
constexpr llvm::StringLiteral kScheduleAttrName = "cuda_agent.schedule";

/// Legality bounds on the threads of a block (sm_90's launch limit) and on
/// the outputs one thread holds, the register-pressure proxy (128 f32 values
/// plus operands and addresses stay within a thread's 255 registers). The
/// environment prunes its thread menu with them: no later action lowers
/// either.
constexpr int64_t kMaxThreadsPerBlock =
    ::cuda_agent::limits::kMaxThreadsPerBlock;
constexpr int64_t kMaxOutputsPerThread = 128;

enum class KernelFamily {
  /// Two or more inputs and reduction loops: matmul, batch_matmul, conv, ...
  Contraction,
  /// One input and reduction loops: sums, maxima, norms over a dimension.
  Reduction,
  /// Only parallel loops.
  Elementwise,
  /// Ops over the rows of a tensor with reductions along each row whose
  /// results are used along the row again (softmax, layer and RMS norms):
  /// one reduction loop, innermost, shared by every reduction; the kernel
  /// returns an elementwise op over rows x row elements.
  Row,
};

llvm::StringRef getFamilyName(KernelFamily family);

struct DefaultThreadCache;
std::shared_ptr<DefaultThreadCache> createDefaultThreadCache();

/// The kernel of one function, as the schedule sees it.
struct KernelInfo {
  /// The op the schedule tiles: the function's one linalg op with reduction
  /// loops (row kernels: the first of them), else its one linalg op that is
  /// not a fill of its output.
  linalg::LinalgOp anchor;
  KernelFamily family;
  /// Static trip counts, in the anchor's loop order.
  SmallVector<int64_t> loopSizes;
  SmallVector<unsigned> parallelLoops;
  SmallVector<unsigned> reductionLoops;
  /// linalg.fill ops that initialize the anchor's outputs; fused into its
  /// block tile.
  SmallVector<linalg::FillOp> initFills;
  /// The kernel's other linalg ops, in program order: producers of the
  /// anchor's operands and consumers of its result (an epilogue), all
  /// elementwise, except in row kernels, where the other reductions and
  /// their init fills are here too. Scheduling them needs `fuse`.
  SmallVector<linalg::LinalgOp> fused;
  /// Indices in `fused` of the producers of the anchor's inputs (directly
  /// or through one another) that nothing else reads, consumers first:
  /// each serial step of the anchor computes them for its slice.
  SmallVector<unsigned> inputProducers;
  /// The op whose result the function returns: the anchor, or the last op
  /// of its epilogue, whose loops are the anchor's output dimensions.
  linalg::LinalgOp root;
  /// For each loop of the root, the anchor loop it iterates with.
  SmallVector<unsigned> rootLoops;
  /// Whether the kernel runs along rows, stage by stage, as row kernels do:
  /// every reduction reduces the last loop of the anchor's loops, every
  /// other op is elementwise over those loops or over the rows alone. Row
  /// kernels always; a reduction with fused ops (GELU then a row sum, a row
  /// sum then its mean) when it is one of one input over a row. Only those
  /// take `split` together with `fuse`.
  bool runsAlongRows = false;
  /// The default thread tilings resolveSchedule found, by block: searching
  /// the fallbacks was most of a legality check, which the environment
  /// makes millions of. Shared by copies; thread-safe.
  std::shared_ptr<DefaultThreadCache> threadDefaults;
};

/// Finds the anchor of `function` (its one linalg op with reduction loops,
/// the first of several in a row kernel, else the op producing its result)
/// and the ops around it; emits an error and fails for kernels the skeleton
/// does not handle (dynamic shapes, several reductions not over the same
/// rows, an epilogue that is not elementwise over the anchor's output or
/// its rows, no linalg op).
FailureOr<KernelInfo> analyzeKernel(func::FuncOp function);

/// The module's one function with linalg ops (the kernel to schedule);
/// emits an error on the module and fails where there is not exactly one.
FailureOr<func::FuncOp> findKernelFunction(ModuleOp module);

/// Row kernels: rewrites every op of `kernel` over rows x row elements so
/// that its last loop (the row's elements) becomes len(parts) loops, the
/// first outermost (j = (j0 * parts[1] + j1) * parts[2] + j2 for three
/// parts), and returns the kernel with those ops. Fails, changing nothing,
/// when an op indexes an operand by anything but plain loops.
FailureOr<KernelInfo> expandRowLoop(const KernelInfo &kernel,
                                    ArrayRef<int64_t> parts);

/// The shape of `wgmma`'s kernels (cuda-agent-lower-matmul-to-wgmma), which
/// its legality check holds schedules to.
namespace wgmma {
/// wgmma's M: a warpgroup of 128 threads computes 64 rows of the block.
constexpr int64_t kRowsPerWarpgroup = 64;
constexpr int64_t kThreadsPerWarpgroup = 128;
/// The K step: one 128-byte (128-byte swizzled) TMA box row, 64 16-bit or
/// 32 f32 values; B as K x N is loaded in boxes of 128-byte rows too.
constexpr int64_t kStepBytes = 128;
/// Block tiles' N in multiples of this (16-bit B's boxes of 64 columns).
constexpr int64_t kBoxColumns = 64;
/// ... and on a convolution's windows in multiples of this (the
/// instruction's N; the windows' rows of pixels are transposed in 4 x 4
/// pieces).
constexpr int64_t kWindowsUnitN = 8;
constexpr int64_t getStepK(int64_t elementBytes) {
  return kStepBytes / elementBytes;
}
/// Block tiles up to this along M (a TMA box dimension) and N (wgmma's N).
constexpr int64_t kMaxBlockTile = 256;
constexpr int64_t kMaxSharedBytes =
    ::cuda_agent::limits::kMaxSharedBytesPerBlock;
/// f32 accumulators of a block tile: half the 64K registers of an SM (the
/// rest for addresses, descriptors and the epilogue). f32 operands (three
/// tf32 products) keep two sets: the sums and the K step's products.
constexpr int64_t kMaxAccumulators = 32768;
constexpr int64_t getAccumulatorSets(bool tf32x3) { return tf32x3 ? 2 : 1; }
/// Registers a thread needs beside its accumulators (addresses,
/// descriptors, f32 operands' splits), as ptxas allocates them.
constexpr int64_t kOtherRegisters = 56;
/// Registers a thread of a block of `blockM` rows (a warpgroup per 64) gets:
/// 255, or its share of the SM's 64K.
constexpr int64_t getThreadRegisters(int64_t blockM) {
  int64_t threads = blockM / kRowsPerWarpgroup * kThreadsPerWarpgroup;
  return 65536 / threads < 255 ? 65536 / threads : 255;
}
/// Accumulator registers a thread holds: BN / 2 a set.
constexpr int64_t getThreadAccumulators(int64_t sets, int64_t blockN) {
  return sets * blockN / 2;
}
/// Whether `sets` sets of the block tile's accumulators fit a thread's
/// registers beside the others and `heldRegisters` more (f32's two sets of
/// a 64 x 256 tile do not: ptxas spills).
constexpr bool fitsThreadRegisters(int64_t sets, int64_t blockM, int64_t blockN,
                                   int64_t heldRegisters = 0) {
  return getThreadAccumulators(sets, blockN) + heldRegisters +
             kOtherRegisters <=
         getThreadRegisters(blockM);
}
/// The epilogue stages C's f32 tile in the stages' shared memory, rows this
/// many values longer: rows 1 KiB apart would put a warp's 8 rows of
/// fragments in the same banks.
constexpr int64_t kEpiloguePadding = 8;
/// The stages' bytes of A (M x K step) and B (K step x N); with f32
/// operands (`tf32x3`) each stage also holds their rests, and B as K x N
/// (`transposedB`) also its tf32 part transposed (K-major).
constexpr int64_t getStagesBytes(int64_t blockM, int64_t blockN, int64_t stages,
                                 bool tf32x3, bool transposedB = false) {
  int64_t copiesB = tf32x3 ? (transposedB ? 3 : 2) : 1;
  return stages * kStepBytes * (blockM * (tf32x3 ? 2 : 1) + blockN * copiesB);
}
/// The dynamic shared memory a block takes: the stages, or C's staged tile
/// where that is larger.
constexpr int64_t getSharedBytes(int64_t blockM, int64_t blockN, int64_t stages,
                                 bool tf32x3, bool transposedB = false) {
  int64_t epilogue = blockM * (blockN + kEpiloguePadding) * 4;
  int64_t staged = getStagesBytes(blockM, blockN, stages, tf32x3, transposedB);
  return staged > epilogue ? staged : epilogue;
}
} // namespace wgmma

/// A schedule with every absent action given its default, as tile sizes per
/// loop of the anchor and the launch shape it implies.
struct ResolvedSchedule {
  /// The complete schedule (what was given plus the defaults).
  ::cuda_agent::Schedule schedule;
  /// Tile sizes per anchor loop; 0 = not tiled at that level.
  SmallVector<int64_t> blockTiles;
  SmallVector<int64_t> threadTiles;
  SmallVector<int64_t> reduceTiles;
  /// Launch shape (x, y, z).
  std::array<int64_t, 3> grid = {1, 1, 1};
  std::array<int64_t, 3> blockDims = {1, 1, 1};
  /// split(t): t threads of the block share the innermost reduction loop
  /// (0 = no split); their partial results are combined in shared memory
  /// by `combineThreads` threads (0 = one level), then by one thread.
  int64_t splitThreads = 0;
  int64_t combineThreads = 0;
  /// splitk(s): the innermost reduction loop split across s blocks (0 =
  /// not split), the grid dimension after the block-tiled loops'; a second
  /// kernel adds the s partial results.
  int64_t splitK = 0;
  /// Row kernels: each thread's share of a row as `rowChunks` pieces of 4
  /// elements t pieces apart (cyclic, coalesced), the row loop expanded
  /// into (rowChunks, t, 4) by expandRowLoop; 0 = a contiguous share.
  int64_t rowChunks = 0;
  /// Element type of the anchor's output (the partial results' type).
  Type outputElementType;
  /// mma: the contraction runs on tensor cores (mma.sync m16n8k16, or
  /// m16n8k8 of tf32: mmaTileK); the thread tiles are then each warp's tile
  /// of the output (blockDims.x is 32 per warp).
  bool mma = false;
  int64_t mmaTileK = 0;
  /// wgmma: the block's matmul runs on warpgroup tensor cores
  /// (cuda-agent-lower-matmul-to-wgmma), blockDims.x being 128 per 64 rows
  /// and pipelineStages the stages of its TMA loads; with f32 operands
  /// each product is three tf32 products (wgmmaTF32x3).
  bool wgmma = false;
  bool wgmmaTF32x3 = false;
  /// wgmma of f32 with B as K x N: its tf32 part transposed in shared
  /// memory (tf32 wgmma reads K-major only).
  bool wgmmaTransposedB = false;
  /// wgmma's block tile of the output, M x N (blockTiles in the anchor's
  /// loop order: a batch loop leads them).
  int64_t wgmmaBlockM = 0, wgmmaBlockN = 0;
  /// wgmma on a convolution's GEMM: B's tiles are TMA boxes of the image
  /// (its im2col windows), A the filter with its taps outside its channels.
  bool wgmmaWindows = false;
  /// wgmma on batches of B and C with one A for all (a 1x1 convolution):
  /// A's TMA boxes are 2-D.
  bool wgmmaBroadcastA = false;
  /// wgmma with fused ops whose epilogue kernel moves into the matmul's
  /// launch and reads the product from shared memory (the product is never
  /// stored: a linear layer's bias and activation cost no round trip of an
  /// f32 product through memory).
  bool wgmmaFusedEpilogue = false;
  /// mma: per-thread tiles of the init fills' block tile, spread over all
  /// the block's threads in 16-byte pieces (linear thread ids).
  SmallVector<int64_t> initFillTiles;
  /// mma and wgmma with fused ops: per-thread tiles of the epilogue's block
  /// tile (by root loop; the root's block tile is the anchor's), spread over
  /// the block's threads in 16-byte pieces as the fills are. The epilogue runs
  /// as a second kernel on the contraction's result (empty: no epilogue).
  SmallVector<int64_t> epilogueThreadTiles;
  /// pipeline(s): the promoted tiles in s shared-memory buffers, copied
  /// with cp.async s - 1 steps ahead of the step that reads them (0 = not
  /// pipelined).
  int64_t pipelineStages = 0;
  /// 0 = no unrolling.
  int64_t unroll = 0;
  bool vectorize = true;
  /// promote(i,..): operands staged in shared memory, by operand number.
  struct PromotedOperand {
    int64_t operand;
    /// The operand's tile for one block and one step of the serial loops.
    SmallVector<int64_t> shape;
    /// Per-thread tile of the block's cooperative copy (0 = whole
    /// dimension); the tiled dimensions map to linear thread ids,
    /// innermost first.
    SmallVector<int64_t> copyTiles;
    /// Bytes of the staged tile in shared memory.
    int64_t bytes = 0;
  };
  SmallVector<PromotedOperand> promoted;
  /// interchange(p..): loop i of the interchanged anchor is its loop p[i];
  /// the tile vectors above are in that order. Empty: no interchange.
  SmallVector<int64_t> interchange;
};

/// `kernel` as the schedule sees it after interchange(permutation): loop i
/// is the anchor's loop permutation[i] (the ops themselves are unchanged).
KernelInfo interchangeLoops(const KernelInfo &kernel,
                            ArrayRef<int64_t> permutation);

/// Where the anchor's loop `loop` is in the order the schedule sees the
/// loops: after `interchange` (empty: no interchange).
size_t positionAfterInterchange(ArrayRef<int64_t> interchange, unsigned loop);

/// One legality rule a schedule breaks.
struct Violation {
  ::cuda_agent::ActionKind action;
  std::string reason;
};

/// Fills the absent actions of `schedule` with the documented defaults
/// (docs/SCHEDULES.md) and checks every legality rule. Fails with the broken
/// rules in `violations`; succeeds with `resolved` filled in. Without
/// `explain`, the violations name the actions only (no reasons): a faster
/// legality check.
LogicalResult resolveSchedule(const ::cuda_agent::Schedule &schedule,
                              const KernelInfo &kernel,
                              ResolvedSchedule &resolved,
                              SmallVectorImpl<Violation> &violations,
                              bool explain = true);

/// The Transform-dialect script (a module holding @__transform_main) that
/// applies `resolved` to a payload whose anchor and init fills carry the
/// kAnchorAttrName / kInitFillAttrName tags.
std::string buildTransformScript(const ResolvedSchedule &resolved,
                                 const KernelInfo &kernel);

/// The divisors of `n`, ascending: the tiles a loop of n iterations takes.
std::vector<int64_t> divisors(int64_t n);

/// A random schedule for `kernel` with tiles drawn from the divisors of the
/// trip counts: often legal, not always (the legality check decides). For
/// tests, exploration and search.
::cuda_agent::Schedule sampleSchedule(const KernelInfo &kernel,
                                      std::mt19937_64 &rng);

/// A module's kernel, ready for its schedule's script.
struct PreparedKernel {
  KernelInfo kernel;
  ResolvedSchedule resolved;
  /// Text of the transform module (buildTransformScript).
  std::string script;
};

/// What one run of a kernel computes, counted on its linalg ops.
struct KernelWork {
  /// Iterations of each op times the floating-point arith/math ops of its
  /// body (a multiply-add is 2; exp, sqrt, ... count 1 each).
  double flops = 0;
  /// The longest reduction: the product of an op's reduction loop sizes.
  int64_t reductionLength = 0;
};
KernelWork countWork(func::FuncOp function);

/// Module attributes that carry KernelWork to the launch plan.
constexpr llvm::StringLiteral kFlopsAttrName = "cuda_agent.flops";
constexpr llvm::StringLiteral kReductionLengthAttrName =
    "cuda_agent.reduction_length";
/// Present where the products are rounded to tf32 once (the `tf32`
/// action): the runtime checks against tf32's tolerance.
constexpr llvm::StringLiteral kTf32ProductsAttrName =
    "cuda_agent.tf32_products";

/// Finds the one function of `module` that holds linalg ops, takes its
/// schedule (`schedule` if given, else the anchor's #cuda_agent.schedule,
/// else the default), resolves it and tags the anchor and its init fills for
/// the script. Emits diagnostics (one error per broken legality rule, on the
/// anchor) and fails on any problem.
FailureOr<PreparedKernel>
prepareKernel(ModuleOp module,
              const std::optional<::cuda_agent::Schedule> &schedule);

/// prepareKernel for a pass's `schedule` option (an action string; empty:
/// the anchor's attribute or the default), with the script parsed into
/// `module`'s context. Emits diagnostics on failure.
struct ScheduledKernel {
  PreparedKernel prepared;
  OwningOpRef<ModuleOp> script;
};
FailureOr<ScheduledKernel> scheduleKernel(ModuleOp module,
                                          StringRef scheduleOption);

/// Removes the tags prepareKernel put on ops (and schedules on anchors).
void removeKernelTags(ModuleOp module);

} // namespace mlir::cuda_agent

#endif // CUDA_AGENT_SCHEDULING_SCHEDULING_H

//===- ResolveSchedule.cpp - defaults and legality of schedules -----------===//
//
// The tiled-SIMT skeleton: block tiles of the parallel loops map to the grid,
// per-thread tiles inside a block map to threads, the reduction loops are
// tiled into a serial loop per thread, and the thread tile is vectorized.
// docs/SCHEDULES.md documents the defaults and rules implemented here.
//
//===----------------------------------------------------------------------===//

#include "cuda-agent/Scheduling/Gathers.h"
#include "cuda-agent/Scheduling/Scheduling.h"
#include "cuda-agent/Scheduling/ZeroFill.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <functional>
#include <map>
#include <mutex>
#include <numeric>

using namespace mlir;
using namespace mlir::cuda_agent;
using ::cuda_agent::ActionKind;
using ::cuda_agent::largestDivisorAtMost;
using ::cuda_agent::Schedule;

/// Default thread tilings by (parallel loop size, block tile) in loop order.
struct mlir::cuda_agent::DefaultThreadCache {
  std::mutex mutex;
  std::map<std::vector<int64_t>, std::vector<int64_t>> tiles;
};

std::shared_ptr<DefaultThreadCache> mlir::cuda_agent::createDefaultThreadCache() {
  return std::make_shared<DefaultThreadCache>();
}

namespace {

// Launch limits of compute capability 9.0.
constexpr int64_t kMaxGrid[3] = {(int64_t(1) << 31) - 1, 65535, 65535};
constexpr int64_t kMaxBlock[3] = {1024, 1024, 64};
constexpr char kDimNames[3] = {'x', 'y', 'z'};
// Code-size proxy for vector code, which is fully unrolled: iterations one
// thread runs per step of its serial loop, times the unroll factor.
constexpr int64_t kMaxUnrolledIterationsPerThread = 4096;
// The same with fused producers of the anchor's inputs, which each serial
// step computes for its slice: a GELU before a row sum took 27 s to
// compile at 2048 values a step, 1.6 s at 256.
constexpr int64_t kMaxProducerValuesPerStep = 256;
// The last combine of a split runs on one thread while the block waits:
// partial results it may add (also keeps the unrolled code small).
constexpr int64_t kMaxFinalCombineAdds = 256;
// Static shared memory per block; more needs a dynamic allocation (only
// wgmma's stages are).
constexpr int64_t kMaxStaticSharedBytes =
    ::cuda_agent::limits::kMaxStaticSharedBytes;
// Widest access of one thread in a cooperative copy.
constexpr int64_t kCopyVectorBytes = 16;
constexpr llvm::StringLiteral kSingleOutputReason =
    "needs an anchor with one output: upstream's reduction splitting "
    "combines partial results of one value (argmax reduces a maximum and "
    "its index together)";
// Defaults.
constexpr int64_t kDefaultBlockTile = 32;
constexpr int64_t kDefaultThreadsX = 32;
constexpr int64_t kDefaultThreadsPerBlock = 256;
constexpr int64_t kDefaultContractionReduceTile = 8;
constexpr int64_t kDefaultReductionReduceTile = 16;
constexpr int64_t kMinSplitRowLength = 1024;
// The most row elements a row kernel's thread holds by default.
constexpr int64_t kMaxRowShare = 32;
// A reduction over an outer loop (a column sum) at least this long is
// split across blocks by default, each part at most kMaxColumnPart long.
constexpr int64_t kMinSplitColumnLength = 4096;
constexpr int64_t kMaxColumnPart = 1024;
// At most this many parts: the combining kernel adds them in each thread
// (62864 rows would need 3929 parts of 16; such columns stay whole).
constexpr int64_t kMaxColumnParts = 128;
// Elementwise kernels over contiguous rows (docs/SCHEDULES.md): blocks of
// 8 rows x 256 elements, each thread 2 rows of 4 (16-byte accesses); a 1-D
// kernel 1024 elements a block. On the H200 ReLU over 16384 x 32768 ran
// 1009 us so (eager 1004), 1066 with 32 x 32 blocks of scalar accesses;
// erf-GELU 1007 us (1106). Rows that 256 does not divide (3136 pixels of a
// 56 x 56 image) take the longest multiple of 4 dividing them that up to
// 256 threads cover, and as many rows as make up to 256 threads of 2 rows.
constexpr int64_t kStreamBlockRow = 256;
constexpr int64_t kStreamThreadRow = 4;
constexpr int64_t kStreamThreadRows = 2;
constexpr int64_t kStreamBlock1D = 1024;
// Reductions over small windows (pooling: every reduction loop together at
// most kMaxWindow iterations) stream like elementwise kernels: a block of
// rows of the innermost output loop, up to kDefaultThreadsPerBlock
// threads, each kWindowThreadRow adjacent outputs (a 2x2 pool's thread then
// reads 16 bytes per window row).
constexpr int64_t kMaxWindow = 16;
constexpr int64_t kWindowThreadRow = 2;
// mma: the tile of one mma.sync (m16n8k16 of 16-bit inputs, m16n8k8 of
// tf32: 256 bits of K) and a warp's threads.
constexpr int64_t kMmaTileM = 16;
constexpr int64_t kMmaTileN = 8;
/// Warps per block the default mma warp tiles make at least.
constexpr int64_t kDefaultMmaWarps = 4;
constexpr int64_t kMmaTileKBits = 256;
constexpr int64_t kWarpSize = 32;
constexpr int64_t kDefaultMmaBlockTile = 128;
constexpr int64_t kDefaultMmaWarpTile = 64;
constexpr int64_t kSmallMmaBlockM = 64;
// K steps of 64 bytes a row (32 16-bit values, 16 f32): a 128 x 128 block
// stages 16 KiB a step, three pipeline stages in static shared memory.
constexpr int64_t kDefaultMmaReduceBytes = 64;
// Two warpgroups of 64 x 256 (128 accumulators a thread), as cuBLAS tiles:
// 0.89-0.93x of cuBLAS at 4096^3 and 8192^3 where 128 x 128 got 0.78-0.84x.
constexpr int64_t kDefaultWgmmaBlockM = 128;
constexpr int64_t kDefaultWgmmaBlockN = 256;
constexpr int64_t kDefaultWgmmaStages = 4;
constexpr int64_t kMaxPipelineStages = 4;

/// |log2(a / b)|: how far apart two counts are, as factors of two.
double distanceInLog2(int64_t a, int64_t b) {
  return std::abs(std::log2(double(a) / double(b)));
}

/// The largest multiple of `unit` at most `limit` that divides `extent`
/// (0: none).
int64_t largestMultipleDividing(int64_t extent, int64_t unit, int64_t limit) {
  for (int64_t tile = limit - limit % unit; tile >= unit; tile -= unit)
    if (extent % tile == 0)
      return tile;
  return 0;
}

/// The default mma block tile of a loop of `extent` iterations: the
/// largest power of two up to `limit` dividing it, if a multiple of `unit`
/// (the staging copies then split into 16-byte pieces, which asynchronous
/// copies and pipelining need: 112 columns of f32 do not), else the
/// largest divisor up to `limit`.
int64_t defaultMmaBlockTile(int64_t extent, int64_t unit, int64_t limit) {
  int64_t power = int64_t(1) << llvm::Log2_64(limit);
  while (power >= unit && extent % power != 0)
    power /= 2;
  return power >= unit ? power : largestDivisorAtMost(extent, limit);
}

/// Whether a tile covers `extent` in whole tiles.
bool dividesEvenly(int64_t tile, int64_t extent) {
  return tile <= extent && extent % tile == 0;
}

std::string join(ArrayRef<int64_t> values) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(values, os);
  return text;
}

/// Per-thread tiles of a cooperative copy of a `shape` tile by `threads`
/// threads: 16-byte pieces along the innermost dimension, consecutive
/// threads on consecutive pieces (coalesced), outer dimensions spread over
/// the remaining threads (at most 3 dimensions mapped).
SmallVector<int64_t> copyTiles(ArrayRef<int64_t> shape, int64_t threads,
                               int64_t elementBytes) {
  size_t rank = shape.size();
  SmallVector<int64_t> tiles(rank, 0);
  int64_t width = std::max<int64_t>(1, kCopyVectorBytes / elementBytes);
  while (width > 1 && shape[rank - 1] % width != 0)
    width /= 2;
  int64_t remaining = threads;
  unsigned mapped = 0;
  for (size_t d = rank; d-- > 0 && mapped < 3;) {
    int64_t pieces = d == rank - 1 ? shape[d] / width : shape[d];
    int64_t count = largestDivisorAtMost(pieces, remaining);
    if (count == 1)
      continue;
    tiles[d] = shape[d] / count;
    remaining /= count;
    ++mapped;
  }
  // A tile too small to spread is copied by one thread, not by all.
  if (!mapped)
    tiles[rank - 1] = shape[rank - 1];
  return tiles;
}

class Resolver {
public:
  /// `kernel` as seen after `interchange` (loop i is the anchor's loop
  /// interchange[i]; empty: no interchange).
  Resolver(const KernelInfo &kernel, ArrayRef<int64_t> interchange,
           SmallVectorImpl<Violation> &violations, bool explain)
      : kernel(kernel), interchange(interchange), violations(violations),
        explain(explain) {
    for (unsigned loop : kernel.parallelLoops)
      parallelSizes.push_back(kernel.loopSizes[loop]);
  }

  /// Resolves `given` with the documented defaults for its absent actions;
  /// where those break a rule, tries the fallback tilings of the absent
  /// block (docs/SCHEDULES.md, Defaults), so that the empty schedule is
  /// legal for every kernel some tiling fits.
  LogicalResult resolve(const Schedule &given, ResolvedSchedule &resolved) {
    if (std::optional<int64_t> parts = defaultColumnSplitK(given)) {
      // A warp's 16-byte pieces of 128 columns first (column sum of
      // 65536 x 8192 on the H200: 483.8 us, 498.4 with a column a thread
      // of 32-thread blocks).
      Schedule split = given;
      split.splitk = *parts;
      SmallVector<Schedule, 2> attempts;
      if (parallelSizes.back() % (kWarpSize * kStreamThreadRow) == 0) {
        Schedule vectorized = split;
        vectorized.block = {kWarpSize * kStreamThreadRow};
        vectorized.thread = {kStreamThreadRow};
        attempts.push_back(vectorized);
      }
      attempts.push_back(split);
      for (const Schedule &attempt : attempts) {
        SmallVector<Violation> scratch;
        Resolver probe(kernel, interchange, scratch, /*explain=*/false);
        if (succeeded(probe.resolveWithDefaults(attempt, resolved)))
          return success();
      }
    }
    if (succeeded(resolveWithDefaults(given, resolved)))
      return success();
    if (given.block || llvm::any_of(violations, [&](const Violation &v) {
          return given.has(v.action);
        }))
      return failure();
    for (std::vector<int64_t> &block : fallbackBlocks()) {
      Schedule candidate = given;
      candidate.block = std::move(block);
      SmallVector<Violation> scratch;
      Resolver probe(kernel, interchange, scratch, /*explain=*/false);
      ResolvedSchedule trial;
      if (succeeded(probe.resolveWithDefaults(candidate, trial))) {
        violations.clear();
        resolved = std::move(trial);
        return success();
      }
    }
    return failure();
  }

private:
  LogicalResult resolveWithDefaults(const Schedule &given,
                                    ResolvedSchedule &resolved) {
    Schedule complete = given;
    // splitk(s): each block reduces 1/s of the innermost reduction loop
    // (what the other checks see as its trip count).
    if (complete.splitk && dividesInnermostReduction(*complete.splitk))
      splitK = *complete.splitk;
    size_t numLoops = kernel.loopSizes.size();
    resolved.blockTiles.assign(numLoops, 0);
    linalg::LinalgOp anchor = kernel.anchor;
    resolved.outputElementType =
        getElementTypeOrSelf(anchor.getDpsInitOperand(0)->get().getType());
    resolved.threadTiles.assign(numLoops, 0);
    resolved.reduceTiles.assign(numLoops, 0);

    // A kernel of several ops runs fused or not at all.
    if (!complete.fuse && !kernel.fused.empty())
      complete.fuse = true;
    if (complete.tf32 && !complete.mma) {
      violate(ActionKind::Tf32, "rounds the operands of mma only");
      return failure();
    }
    if (complete.wgmma) {
      checkWgmma(complete, resolved);
      if (!violations.empty())
        return failure();
      resolved.schedule = complete;
      return success();
    }
    if (complete.mma) {
      checkMma(complete, resolved);
      if (!violations.empty())
        return failure();
      resolved.schedule = complete;
      return success();
    }
    bool row = kernel.family == KernelFamily::Row;
    if (row)
      checkRowActions(complete);
    bool splitRows = splitsRowsByDefault(given);
    if (!complete.block)
      complete.block = defaultBlock(/*rowPerBlock=*/row || splitRows);
    checkBlock(*complete.block, resolved);
    if ((row || splitRows) && !complete.split && violations.empty())
      complete.split = defaultSplit(complete, resolved);
    // Thread tiles are relative to the block's extents: check them only
    // once the block is legal. With split, the threads take the reduction.
    if (violations.empty()) {
      if (complete.split) {
        checkSplit(*complete.split, complete, resolved);
      } else {
        if (!complete.thread)
          complete.thread = cachedDefaultThread(resolved);
        checkThread(*complete.thread, resolved);
      }
    }
    if (!kernel.reductionLoops.empty() && !complete.reduce && !complete.split)
      complete.reduce = defaultReduce();
    if (complete.reduce)
      checkReduce(*complete.reduce, resolved);
    if (complete.unroll)
      checkUnroll(*complete.unroll, resolved);
    if (complete.vector)
      checkVector(*complete.vector, resolved);
    if (violations.empty() && resolved.vectorize && !complete.split)
      checkUnrolledSize(resolved);
    if (violations.empty() && complete.promote) {
      if (complete.split)
        violate(ActionKind::Promote, "cannot be combined with split");
      else
        checkPromote(*complete.promote, resolved);
    }
    checkFuse(complete);
    if (complete.splitk)
      checkSplitK(*complete.splitk, complete, resolved);
    if (complete.pipeline && violations.empty())
      checkSimtPipeline(*complete.pipeline, complete, resolved);
    if (!violations.empty())
      return failure();
    resolved.schedule = complete;
    return success();
  }

  void violate(ActionKind action, const llvm::Twine &reason) {
    // Formatting the reason is most of a legality check's time; the
    // environment asks millions of times and reads none of them.
    violations.push_back({action, explain ? reason.str() : std::string()});
  }

  /// A reduction over one long contiguous row (the last loop, at least
  /// 1024 iterations) that the schedule leaves to the defaults: one row per
  /// block, its threads splitting the row, as in row kernels. A thread per
  /// row measured 3.6x slower on the H200 (row sums of 4096, every split
  /// schedule 18.5-21 us, the thread-per-row default 67.5 us) and sums the
  /// row serially, 16x eager's rounding error at 8192.
  bool splitsRowsByDefault(const Schedule &given) const {
    // Fused ops split with it when they run along its rows.
    if (kernel.family != KernelFamily::Reduction ||
        (!kernel.fused.empty() && !kernel.runsAlongRows) ||
        kernel.reductionLoops.size() != 1 ||
        kernel.reductionLoops.back() != kernel.loopSizes.size() - 1 ||
        kernel.loopSizes.back() < kMinSplitRowLength)
      return false;
    for (ActionKind action :
         {ActionKind::Block, ActionKind::Thread, ActionKind::Reduce,
          ActionKind::Split, ActionKind::SplitK, ActionKind::Interchange,
          ActionKind::Promote})
      if (given.has(action))
        return false;
    return true;
  }

  /// A reduction over one long outer loop (a column sum of 65536 rows)
  /// that the schedule leaves to the defaults: splitk into parts of at most
  /// kMaxColumnPart, if kMaxColumnParts or fewer make them. A thread per
  /// column summed 65536 values serially, 25x eager's rounding error on
  /// the H200 (torch suite's column_sum).
  std::optional<int64_t> defaultColumnSplitK(const Schedule &given) const {
    // Two loops, the reduction outer: a column sum.
    if (kernel.family != KernelFamily::Reduction || !kernel.fused.empty() ||
        kernel.loopSizes.size() != 2 || kernel.reductionLoops.size() != 1 ||
        kernel.reductionLoops.back() != 0)
      return std::nullopt;
    int64_t length = kernel.loopSizes[kernel.reductionLoops.back()];
    if (length < kMinSplitColumnLength)
      return std::nullopt;
    for (ActionKind action :
         {ActionKind::Block, ActionKind::Thread, ActionKind::Reduce,
          ActionKind::Split, ActionKind::SplitK, ActionKind::Interchange,
          ActionKind::Promote, ActionKind::Unroll, ActionKind::Vector})
      if (given.has(action))
        return std::nullopt;
    for (int64_t parts : divisors(length))
      if (length / parts <= kMaxColumnPart && parts >= 2)
        return parts <= kMaxColumnParts ? std::optional(parts) : std::nullopt;
    return std::nullopt;
  }

  /// An elementwise kernel whose innermost loop every operand reads
  /// contiguously (or not at all: a broadcast) and that divides into the
  /// streaming blocks: it takes the streaming tiles (16-byte accesses).
  bool streamsRows() const {
    if (kernel.family != KernelFamily::Elementwise || parallelSizes.empty())
      return false;
    if (!streamingRowTile())
      return false;
    if (parallelSizes.size() > 1 &&
        parallelSizes[parallelSizes.size() - 2] % kStreamThreadRows)
      return false;
    unsigned innermost = kernel.loopSizes.size() - 1;
    auto readsRowsContiguously = [&](linalg::LinalgOp op) {
      for (AffineMap map : op.getIndexingMapsArray()) {
        if (!map.isFunctionOfDim(innermost))
          continue;
        if (map.getNumResults() == 0 ||
            map.getResults().back() !=
                getAffineDimExpr(innermost, map.getContext()))
          return false;
      }
      return true;
    };
    if (!readsRowsContiguously(kernel.anchor))
      return false;
    // Fused ops run in the anchor's loops (elementwise over them), or are
    // parallel producers of values the others read along the rows only (a
    // batch norm's per-channel scale: recomputed per thread tile).
    std::function<bool(linalg::LinalgOp)> readAlongRowsOnly =
        [&](linalg::LinalgOp op) {
          if (op.getNumLoops() != op.getNumParallelLoops() ||
              op->getNumResults() != 1)
            return false;
          for (OpOperand &use : op->getResult(0).getUses()) {
            auto reader = dyn_cast<linalg::LinalgOp>(use.getOwner());
            if (!reader)
              return false;
            if (reader.getNumLoops() != kernel.loopSizes.size()
                    ? !readAlongRowsOnly(reader)
                    : reader.getMatchingIndexingMap(&use).isFunctionOfDim(
                          innermost))
              return false;
          }
          return true;
        };
    return llvm::all_of(kernel.fused, [&](linalg::LinalgOp op) {
      if (op.getNumLoops() != kernel.loopSizes.size())
        return readAlongRowsOnly(op);
      return readsRowsContiguously(op);
    });
  }

  /// The streaming block's tile of the innermost loop: kStreamBlockRow
  /// (kStreamBlock1D where it is the only loop) if that divides it, else
  /// the longest multiple of kStreamThreadRow dividing it that a block's
  /// threads cover, if a warp at least; 0 where none is.
  int64_t streamingRowTile() const {
    int64_t row = parallelSizes.back();
    int64_t aligned =
        parallelSizes.size() == 1 ? kStreamBlock1D : kStreamBlockRow;
    if (row % aligned == 0)
      return aligned;
    if (row % kStreamThreadRow)
      return 0;
    int64_t threads =
        largestDivisorAtMost(row / kStreamThreadRow, kDefaultThreadsPerBlock);
    return threads >= kWarpSize ? threads * kStreamThreadRow : 0;
  }

  /// A reduction whose reduction loops are a small window (pooling) over
  /// at most four parallel loops, the innermost one at most a block's
  /// threads' outputs long.
  bool reducesWindows() const {
    if (kernel.family != KernelFamily::Reduction || parallelSizes.size() < 2 ||
        parallelSizes.size() > 4)
      return false;
    int64_t window = 1;
    for (unsigned loop : kernel.reductionLoops)
      window *= kernel.loopSizes[loop];
    int64_t row = parallelSizes.back();
    return window <= kMaxWindow && row % kWindowThreadRow == 0 &&
           row / kWindowThreadRow <= kDefaultThreadsPerBlock;
  }

  std::vector<int64_t> defaultBlock(bool rowPerBlock) const {
    if (!rowPerBlock && reducesWindows()) {
      // Whole rows of the innermost loop, as many as make up to 256
      // threads, one of each outer loop.
      std::vector<int64_t> tiles(parallelSizes.size(), 1);
      size_t rows = tiles.size() - 2;
      int64_t rowThreads = parallelSizes.back() / kWindowThreadRow;
      tiles.back() = 0;
      tiles[rows] = tileWithinGrid(
          parallelSizes[rows],
          largestDivisorAtMost(parallelSizes[rows],
                               kDefaultThreadsPerBlock / rowThreads),
          kMaxGrid[0]);
      return tiles;
    }
    if (!rowPerBlock && streamsRows()) {
      std::vector<int64_t> tiles(parallelSizes.size(), 0);
      tiles.back() = streamingRowTile();
      if (tiles.size() == 1)
        return tiles;
      int64_t rowThreads = tiles.back() / kStreamThreadRow;
      size_t rows = tiles.size() - 2;
      tiles[rows] = tileWithinGrid(
          parallelSizes[rows],
          largestDivisorAtMost(
              parallelSizes[rows],
              std::max(kStreamThreadRows, kDefaultThreadsPerBlock *
                                              kStreamThreadRows / rowThreads)),
          kMaxGrid[1]);
      if (tiles.size() == 2)
        return tiles;
      // A grid has three dimensions: over three loops one of the outer
      // loop, over four (GroupNorm's affine over batch, group, channels of
      // a group and pixels) one of each outer loop and the rows' loop whole
      // where its threads fit in a block, else one of the innermost outer
      // loop (the others whole).
      if (tiles.size() == std::size(kMaxGrid) + 1 &&
          parallelSizes[rows] / kStreamThreadRows * rowThreads <=
              kMaxBlock[0]) {
        std::fill(tiles.begin(), tiles.begin() + rows, 1);
        tiles[rows] = 0;
      } else {
        tiles[rows - 1] = 1;
      }
      return tiles;
    }
    // Tile the two innermost parallel loops by up to 32 and the third
    // innermost by 1 (one row per block: row kernels and long row
    // reductions); keep outer loops whole.
    std::vector<int64_t> tiles(parallelSizes.size(), 0);
    for (size_t rank = 0; rank < std::min<size_t>(3, tiles.size()); ++rank) {
      size_t i = tiles.size() - 1 - rank;
      tiles[i] = rank < 2 && !rowPerBlock
                     ? largestDivisorAtMost(parallelSizes[i], kDefaultBlockTile)
                     : 1;
      // Grid y and z hold 65535 blocks: larger tiles where more are needed.
      if (rank > 0)
        tiles[i] = tileWithinGrid(parallelSizes[i], tiles[i], kMaxGrid[rank]);
    }
    return tiles;
  }

  /// The smallest divisor of `size` at least `tile` that makes at most
  /// `maxBlocks` blocks.
  static int64_t tileWithinGrid(int64_t size, int64_t tile, int64_t maxBlocks) {
    while (size / tile > maxBlocks || size % tile != 0)
      ++tile;
    return tile;
  }

  /// Blocks tried when the default block leaves no legal thread tiling:
  /// innermost loops the default tiles by 1 (no divisor <= 32: odd and
  /// prime sizes) in one block instead, or tiled by their smallest divisor
  /// above 32 that a block's threads can share; then every loop whole but
  /// the outermost, tiled by 1.
  std::vector<std::vector<int64_t>> fallbackBlocks() const {
    std::vector<int64_t> block =
        defaultBlock(/*rowPerBlock=*/kernel.family == KernelFamily::Row);
    std::vector<std::vector<int64_t>> fallbacks;
    bool changed = false;
    for (size_t rank = 0; rank < std::min<size_t>(2, block.size()); ++rank) {
      size_t i = block.size() - 1 - rank;
      int64_t size = parallelSizes[i];
      if (block[i] != 1 || size == 1)
        continue;
      if (size <= kMaxThreadsPerBlock) {
        block[i] = size;
        changed = true;
        continue;
      }
      for (int64_t divisor : divisors(size))
        if (divisor > kDefaultBlockTile && divisor <= kMaxThreadsPerBlock &&
            size / divisor <= kMaxGrid[rank]) {
          block[i] = divisor;
          changed = true;
          break;
        }
    }
    if (changed)
      fallbacks.push_back(block);
    std::vector<int64_t> outer(parallelSizes.size(), 0);
    if (!outer.empty()) {
      outer[0] = 1;
      if (outer != block)
        fallbacks.push_back(outer);
    }
    return fallbacks;
  }

  /// Row kernels: up to 256 threads share a row, each at least 8 elements
  /// (two pieces of the cyclic layout) when the row is long enough; whole
  /// warps of shares in pieces of 4 (16-byte accesses) where down to half
  /// as many threads make them (12544 elements: 224 threads of 56 rather
  /// than 256 of 49, scalar and uncoalesced); long rows of row kernels
  /// more threads (below).
  /// Where that breaks a rule (long rows: too many elements per thread),
  /// the legal thread count nearest 256.
  int64_t defaultSplit(const Schedule &complete,
                       const ResolvedSchedule &resolved) const {
    int64_t size = kernel.loopSizes.back();
    int64_t limit =
        std::min(kDefaultThreadsPerBlock, std::max<int64_t>(2, size / 8));
    int64_t threads = largestDivisorAtMost(size, limit);
    auto sharesPiecesOf4 = [&](int64_t count) {
      return size % count == 0 && (size / count) % 4 == 0;
    };
    for (int64_t count = limit / kWarpSize * kWarpSize;
         count >= kWarpSize && 2 * count >= limit; count -= kWarpSize)
      if (sharesPiecesOf4(count)) {
        threads = count;
        break;
      }
    // A row kernel holds its share of the row in registers through its
    // stages: rows longer than 256 threads of kMaxRowShare take the fewest
    // whole warps, up to a block's limit, that leave kMaxRowShare or fewer
    // in pieces of 4. GroupNorm's groups of 12544 on the H200: 224 threads
    // of 56 took 190 registers (one block a multiprocessor), 75.2 us; 448
    // of 28, 52.7 us; 784 of 16, 80.3 us.
    if (kernel.family == KernelFamily::Row &&
        size > kDefaultThreadsPerBlock * kMaxRowShare)
      for (int64_t count =
               llvm::divideCeil(size, kMaxRowShare * kWarpSize) * kWarpSize;
           count <= kMaxThreadsPerBlock; count += kWarpSize)
        if (sharesPiecesOf4(count)) {
          threads = count;
          break;
        }
    // A prime row length: each thread takes one element.
    if (threads == 1 && size <= kMaxThreadsPerBlock)
      threads = size;
    auto legal = [&](int64_t count) {
      return breaksNoRule(resolved, [&](Resolver &probe, ResolvedSchedule &copy) {
        probe.checkSplit(count, complete, copy);
      });
    };
    if (legal(threads))
      return threads;
    std::vector<int64_t> counts;
    for (int64_t count : divisors(size))
      if (count >= 2 && count <= kMaxThreadsPerBlock)
        counts.push_back(count);
    llvm::stable_sort(counts, [](int64_t a, int64_t b) {
      return distanceInLog2(a, kDefaultThreadsPerBlock) <
             distanceInLog2(b, kDefaultThreadsPerBlock);
    });
    for (int64_t count : counts)
      if (legal(count))
        return count;
    return threads;
  }

  /// Row kernels take block, split and fuse; their threads share each
  /// row, every op runs as vector code.
  void checkRowActions(const Schedule &complete) {
    for (ActionKind action :
         {ActionKind::Thread, ActionKind::Reduce, ActionKind::Unroll,
          ActionKind::Vector, ActionKind::Promote, ActionKind::Interchange})
      if (complete.has(action))
        violate(action, "is not available for row kernels (softmax, norms) "
                        "yet: they take block, split and fuse");
  }

  void checkBlock(const std::vector<int64_t> &tiles, ResolvedSchedule &resolved) {
    if (tiles.size() != parallelSizes.size())
      return violate(ActionKind::Block,
                     llvm::formatv("takes one tile per parallel loop; the "
                                   "anchor has {0} (trip counts {1})",
                                   parallelSizes.size(), join(parallelSizes)));
    SmallVector<unsigned> mapped;
    for (auto [i, tile] : llvm::enumerate(tiles)) {
      if (tile == 0)
        continue;
      if (!dividesEvenly(tile, parallelSizes[i]))
        return violate(ActionKind::Block,
                       llvm::formatv("tile {0} does not divide the trip count "
                                     "{1} of parallel loop {2}",
                                     tile, parallelSizes[i], i));
      mapped.push_back(i);
      resolved.blockTiles[kernel.parallelLoops[i]] = tile;
    }
    if (mapped.empty())
      return violate(ActionKind::Block,
                     "tiles no loop; give at least one non-zero tile");
    if (mapped.size() > 3)
      return violate(ActionKind::Block,
                     llvm::formatv("tiles {0} loops; a grid has 3 dimensions",
                                   mapped.size()));
    // The innermost tiled loop is x.
    for (auto [dim, i] : llvm::enumerate(llvm::reverse(mapped))) {
      int64_t count = parallelSizes[i] / tiles[i];
      if (count > kMaxGrid[dim])
        return violate(ActionKind::Block,
                       llvm::formatv("gives grid {0} = {1}, above the limit {2}",
                                     kDimNames[dim], count, kMaxGrid[dim]));
      resolved.grid[dim] = count;
    }
  }

  /// Iterations of parallel loop i inside one block.
  /// The index among the parallel loops of anchor loop `loop`.
  size_t parallelPosition(unsigned loop) const {
    return size_t(llvm::find(kernel.parallelLoops, loop) -
                  kernel.parallelLoops.begin());
  }

  int64_t blockExtent(size_t i, const ResolvedSchedule &resolved) const {
    int64_t tile = resolved.blockTiles[kernel.parallelLoops[i]];
    return tile ? tile : parallelSizes[i];
  }

  /// defaultThread, looked up in the kernel's cache first.
  std::vector<int64_t> cachedDefaultThread(const ResolvedSchedule &resolved) const {
    if (!kernel.threadDefaults)
      return defaultThread(resolved);
    // The default depends on the loops' sizes and block tiles, in order.
    std::vector<int64_t> key;
    for (size_t i = 0; i < parallelSizes.size(); ++i) {
      key.push_back(parallelSizes[i]);
      key.push_back(resolved.blockTiles[kernel.parallelLoops[i]]);
    }
    DefaultThreadCache &cache = *kernel.threadDefaults;
    {
      std::lock_guard<std::mutex> lock(cache.mutex);
      auto found = cache.tiles.find(key);
      if (found != cache.tiles.end())
        return found->second;
    }
    std::vector<int64_t> tiles = defaultThread(resolved);
    std::lock_guard<std::mutex> lock(cache.mutex);
    cache.tiles.emplace(std::move(key), tiles);
    return tiles;
  }

  std::vector<int64_t> defaultThread(const ResolvedSchedule &resolved) const {
    if (std::optional<std::vector<int64_t>> streaming =
            streamingThreadTiles(resolved);
        streaming && threadTilingIsLegal(*streaming, resolved))
      return *streaming;
    if (std::optional<std::vector<int64_t>> windows =
            windowThreadTiles(resolved);
        windows && threadTilingIsLegal(*windows, resolved))
      return *windows;
    // Up to 32 threads along the innermost block-tiled loop, then up to 256
    // threads in all along the next; every thread takes an equal tile.
    std::vector<int64_t> tiles(parallelSizes.size(), 0);
    int64_t threads = 1;
    int64_t budget[2] = {kDefaultThreadsX, kDefaultThreadsPerBlock};
    size_t assigned = 0;
    for (size_t i = parallelSizes.size(); i-- > 0 && assigned < 2;) {
      if (!resolved.blockTiles[kernel.parallelLoops[i]])
        continue;
      int64_t extent = blockExtent(i, resolved);
      int64_t count =
          largestDivisorAtMost(extent, std::min(budget[assigned],
                                                kDefaultThreadsPerBlock / threads));
      ++assigned;
      if (count == 1)
        continue;
      threads *= count;
      tiles[i] = extent / count;
    }
    if (threadTilingIsLegal(tiles, resolved))
      return tiles;
    std::vector<ThreadCandidate> candidates = fallbackThreads(resolved);
    llvm::stable_sort(candidates);
    for (const ThreadCandidate &candidate : candidates)
      if (threadTilingIsLegal(candidate.tiles, resolved))
        return candidate.tiles;
    return tiles;
  }

  /// The default block (not per row), if the resolved block tiles are it.
  std::optional<std::vector<int64_t>>
  defaultBlockResolved(const ResolvedSchedule &resolved) const {
    std::vector<int64_t> block = defaultBlock(/*rowPerBlock=*/false);
    for (size_t i = 0; i < block.size(); ++i)
      if (resolved.blockTiles[kernel.parallelLoops[i]] != block[i])
        return std::nullopt;
    return block;
  }

  /// The streaming kernels' thread tiles (4 row elements, 2 rows), where
  /// the block's tiles are the streaming ones.
  std::optional<std::vector<int64_t>>
  streamingThreadTiles(const ResolvedSchedule &resolved) const {
    if (!streamsRows())
      return std::nullopt;
    std::optional<std::vector<int64_t>> block = defaultBlockResolved(resolved);
    if (!block)
      return std::nullopt;
    size_t last = parallelSizes.size() - 1;
    std::vector<int64_t> tiles(parallelSizes.size(), 0);
    tiles[last] = kStreamThreadRow;
    if (last > 0 && (*block)[last - 1] % kStreamThreadRows == 0)
      tiles[last - 1] = kStreamThreadRows;
    return tiles;
  }

  /// Window reductions' thread tiles (kWindowThreadRow outputs of a row),
  /// where the block's tiles are their default.
  std::optional<std::vector<int64_t>>
  windowThreadTiles(const ResolvedSchedule &resolved) const {
    if (!reducesWindows() || !defaultBlockResolved(resolved))
      return std::nullopt;
    std::vector<int64_t> tiles(parallelSizes.size(), 1);
    tiles.back() = kWindowThreadRow;
    return tiles;
  }

  bool threadTilingIsLegal(const std::vector<int64_t> &tiles,
                           const ResolvedSchedule &resolved) const {
    return breaksNoRule(resolved, [&](Resolver &probe, ResolvedSchedule &copy) {
      probe.checkThread(tiles, copy);
    });
  }

  /// Whether `check(probe, copy)` records no violation, run by a fresh
  /// resolver on a copy of `resolved`: a candidate default tried without
  /// touching this resolver's state.
  template <typename Check>
  bool breaksNoRule(const ResolvedSchedule &resolved, Check check) const {
    SmallVector<Violation> scratch;
    Resolver probe(kernel, interchange, scratch, /*explain=*/false);
    ResolvedSchedule copy = resolved;
    check(probe, copy);
    return scratch.empty();
  }

  /// A thread tiling tried when the default one breaks a rule, with what
  /// orders it among the others: outputs per thread within the register
  /// bound, then threads per block nearest 256, then more threads along the
  /// innermost loop (coalescing); ties keep the enumeration's order (a
  /// stable sort). The keys are computed once: log2 in the comparator was a
  /// tenth of the environment's time.
  struct ThreadCandidate {
    std::vector<int64_t> tiles;
    bool fits;
    int64_t outputs;
    double distance;
    int64_t innermostThreads;

    bool operator<(const ThreadCandidate &other) const {
      if (fits != other.fits)
        return fits;
      if (!fits && outputs != other.outputs)
        return outputs < other.outputs;
      if (distance != other.distance)
        return distance < other.distance;
      return innermostThreads > other.innermostThreads;
    }
  };

  /// Thread tilings tried when the default one breaks a rule (too many
  /// outputs per thread, no loop to map: odd extents, loops the block keeps
  /// whole): up to three of the block's loops of extent > 1, innermost
  /// first, each shared by a divisor of its extent.
  std::vector<ThreadCandidate>
  fallbackThreads(const ResolvedSchedule &resolved) const {
    SmallVector<size_t> loops;
    for (size_t i = parallelSizes.size(); i-- > 0 && loops.size() < 3;)
      if (blockExtent(i, resolved) > 1)
        loops.push_back(i);
    std::vector<ThreadCandidate> candidates;
    int64_t allOutputs = 1;
    for (size_t i = 0; i < parallelSizes.size(); ++i)
      allOutputs *= blockExtent(i, resolved);
    std::vector<std::vector<int64_t>> loopDivisors;
    for (size_t loop : loops)
      loopDivisors.push_back(divisors(blockExtent(loop, resolved)));
    std::vector<int64_t> counts(loops.size(), 1);
    std::function<void(size_t, int64_t)> enumerate = [&](size_t depth,
                                                         int64_t threads) {
      if (depth == loops.size()) {
        if (threads == 1)
          return;
        int64_t outputs = allOutputs / threads;
        ThreadCandidate candidate{
            std::vector<int64_t>(parallelSizes.size(), 0),
            outputs <= kMaxOutputsPerThread,
            outputs,
            distanceInLog2(threads, kDefaultThreadsPerBlock),
            counts[0]};
        for (auto [loop, count] : llvm::zip(loops, counts))
          if (count > 1)
            candidate.tiles[loop] = blockExtent(loop, resolved) / count;
        candidates.push_back(std::move(candidate));
        return;
      }
      for (int64_t count : loopDivisors[depth]) {
        if (threads * count > kMaxThreadsPerBlock)
          break;
        counts[depth] = count;
        enumerate(depth + 1, threads * count);
      }
      counts[depth] = 1;
    };
    enumerate(0, 1);
    return candidates;
  }

  /// Whether `thread` gives one tile per parallel loop (else a violation).
  bool hasTilePerParallelLoop(const std::vector<int64_t> &tiles) {
    if (tiles.size() == parallelSizes.size())
      return true;
    violate(ActionKind::Thread,
            llvm::formatv("takes one tile per parallel loop; the anchor has "
                          "{0}",
                          parallelSizes.size()));
    return false;
  }

  void checkThread(const std::vector<int64_t> &tiles,
                   ResolvedSchedule &resolved) {
    if (!hasTilePerParallelLoop(tiles))
      return;
    SmallVector<unsigned> mapped;
    int64_t outputs = 1;
    for (auto [i, tile] : llvm::enumerate(tiles)) {
      int64_t extent = blockExtent(i, resolved);
      outputs *= tile ? tile : extent;
      if (tile == 0)
        continue;
      if (!dividesEvenly(tile, extent))
        return violate(ActionKind::Thread,
                       llvm::formatv("tile {0} does not divide the block's "
                                     "extent {1} of parallel loop {2}",
                                     tile, extent, i));
      if (tile == extent)
        continue;
      mapped.push_back(i);
      resolved.threadTiles[kernel.parallelLoops[i]] = tile;
    }
    if (mapped.empty())
      return violate(ActionKind::Thread,
                     "maps no loop to threads; every tile is 0 or the whole "
                     "block extent");
    if (mapped.size() > 3)
      return violate(ActionKind::Thread,
                     llvm::formatv("maps {0} loops; a block has 3 dimensions",
                                   mapped.size()));
    int64_t threads = 1;
    for (auto [dim, i] : llvm::enumerate(llvm::reverse(mapped))) {
      int64_t count = blockExtent(i, resolved) / tiles[i];
      if (count > kMaxBlock[dim])
        return violate(ActionKind::Thread,
                       llvm::formatv("gives block {0} = {1}, above the limit {2}",
                                     kDimNames[dim], count, kMaxBlock[dim]));
      resolved.blockDims[dim] = count;
      threads *= count;
    }
    if (threads > kMaxThreadsPerBlock)
      return violate(ActionKind::Thread,
                     llvm::formatv("gives {0} threads per block, above the "
                                   "limit {1}",
                                   threads, kMaxThreadsPerBlock));
    if (outputs > kMaxOutputsPerThread)
      return violate(ActionKind::Thread,
                     llvm::formatv("gives each thread {0} outputs; more than "
                                   "{1} spill registers",
                                   outputs, kMaxOutputsPerThread));
  }

  /// Iterations of reduction loop `loop` one block runs: with splitk(s),
  /// 1/s of the innermost one.
  int64_t reductionTripCount(unsigned loop) const {
    int64_t size = kernel.loopSizes[loop];
    return splitK && loop == kernel.reductionLoops.back() ? size / splitK
                                                          : size;
  }

  /// The innermost reduction loop tiled by up to 8 or 16; outer reduction
  /// loops (a convolution's window) stepped one by one, so the unrolled
  /// step stays small whatever their sizes.
  std::vector<int64_t> defaultReduce() const {
    unsigned innermost = kernel.reductionLoops.back();
    int64_t cap = kernel.family == KernelFamily::Contraction
                      ? kDefaultContractionReduceTile
                      : kDefaultReductionReduceTile;
    std::vector<int64_t> tiles(kernel.reductionLoops.size(), 1);
    tiles.back() = largestDivisorAtMost(reductionTripCount(innermost), cap);
    return tiles;
  }

  void checkReduce(const std::vector<int64_t> &tiles,
                   ResolvedSchedule &resolved) {
    const SmallVector<unsigned> &loops = kernel.reductionLoops;
    if (loops.empty())
      return violate(ActionKind::Reduce,
                     "needs a reduction loop; the anchor has none");
    if (tiles.size() != 1 && tiles.size() != loops.size())
      return violate(ActionKind::Reduce,
                     llvm::formatv("takes 1 tile (innermost reduction loop) "
                                   "or one per reduction loop ({0})",
                                   loops.size()));
    // One tile applies to the innermost reduction loop.
    size_t first = loops.size() - tiles.size();
    for (auto [i, tile] : llvm::enumerate(tiles)) {
      unsigned loop = loops[first + i];
      int64_t size = reductionTripCount(loop);
      if (tile == 0)
        continue;
      if (!dividesEvenly(tile, size))
        return violate(ActionKind::Reduce,
                       llvm::formatv("tile {0} does not divide the trip count "
                                     "{1} of reduction loop {2}",
                                     tile, size, first + i));
      resolved.reduceTiles[loop] = tile;
    }
  }

  void checkUnroll(int64_t factor, ResolvedSchedule &resolved) {
    // The innermost serial loop is the innermost tiled reduction loop.
    for (unsigned loop : llvm::reverse(kernel.reductionLoops)) {
      int64_t tile = resolved.reduceTiles[loop];
      if (!tile)
        continue;
      int64_t tripCount = reductionTripCount(loop) / tile;
      if (tripCount == 1)
        break;
      if (!dividesEvenly(factor, tripCount))
        return violate(ActionKind::Unroll,
                       llvm::formatv("factor {0} does not divide the serial "
                                     "loop's trip count {1}",
                                     factor, tripCount));
      resolved.unroll = factor == 1 ? 0 : factor;
      return;
    }
    violate(ActionKind::Unroll,
            "needs a serial loop: tile a reduction loop with reduce(k), k "
            "below its trip count");
  }

  /// Vector code is unrolled: bound the iterations of one thread's step.
  void checkUnrolledSize(const ResolvedSchedule &resolved) {
    int64_t iterations = 1;
    for (auto [i, loop] : llvm::enumerate(kernel.parallelLoops)) {
      int64_t tile = resolved.threadTiles[loop];
      iterations *= tile ? tile : blockExtent(i, resolved);
    }
    for (unsigned loop : kernel.reductionLoops) {
      int64_t tile = resolved.reduceTiles[loop];
      iterations *= tile ? tile : reductionTripCount(loop);
    }
    int64_t unrolled = iterations * std::max<int64_t>(resolved.unroll, 1);
    bool stepProducers =
        !kernel.reductionLoops.empty() && !kernel.inputProducers.empty();
    int64_t most = stepProducers ? kMaxProducerValuesPerStep
                                 : kMaxUnrolledIterationsPerThread;
    if (unrolled <= most)
      return;
    ActionKind culprit = resolved.unroll ? ActionKind::Unroll
                         : kernel.reductionLoops.empty() ? ActionKind::Thread
                                                         : ActionKind::Reduce;
    violate(culprit,
            llvm::formatv("makes each thread run {0} iterations of vector "
                          "code per serial step (unrolled){1}; more than {2}",
                          unrolled,
                          stepProducers ? ", each computing the fused "
                                          "producers of the inputs"
                                        : "",
                          most));
  }

  void checkVector(int64_t width, ResolvedSchedule &resolved) {
    if (width != 1 && width != 2 && width != 4)
      return violate(ActionKind::Vector,
                     llvm::formatv("width {0} is not 1, 2 or 4 (accesses of "
                                   "up to 128 bits)",
                                   width));
    resolved.vectorize = width > 1;
    if (width == 1)
      return;
    // Vectors span the innermost parallel loop's per-thread tile.
    size_t innermost = parallelSizes.size() - 1;
    int64_t tile = resolved.threadTiles[kernel.parallelLoops[innermost]];
    int64_t perThread = tile ? tile : blockExtent(innermost, resolved);
    if (perThread != width)
      violate(ActionKind::Vector,
              llvm::formatv("needs the per-thread tile of the innermost "
                            "parallel loop to be {0}, it is {1}",
                            width, perThread));
  }

  void checkFuse(const Schedule &complete) {
    if (!complete.fuse)
      return;
    if (kernel.fused.empty())
      return violate(ActionKind::Fuse,
                     "has nothing to fuse: the kernel has one linalg op "
                     "besides its init fills");
    if (complete.vector && *complete.vector == 1)
      violate(ActionKind::Fuse,
              "needs vector code: scalar fused ops keep each intermediate "
              "tile in a per-thread buffer (a malloc in the kernel)");
    for (ActionKind other : {ActionKind::Promote, ActionKind::Split,
                             ActionKind::Interchange})
      // Kernels along rows split each row over threads, stage by stage.
      if (complete.has(other) &&
          !(other == ActionKind::Split && kernel.runsAlongRows))
        violate(ActionKind::Fuse,
                llvm::formatv("cannot be combined with {0} yet",
                              ::cuda_agent::getActionName(other)));
  }

  /// Whether splitk(parts) splits the innermost reduction loop evenly.
  bool dividesInnermostReduction(int64_t parts) const {
    return parts >= 2 && !kernel.reductionLoops.empty() &&
           kernel.loopSizes[kernel.reductionLoops.back()] % parts == 0;
  }

  void checkSplitK(int64_t parts, const Schedule &complete,
                   ResolvedSchedule &resolved) {
    if (kernel.reductionLoops.size() != 1)
      return violate(ActionKind::SplitK,
                     llvm::formatv("needs one reduction loop (upstream "
                                   "split_reduction); the anchor has {0}",
                                   kernel.reductionLoops.size()));
    linalg::LinalgOp anchor = kernel.anchor;
    if (anchor.getNumDpsInits() != 1)
      return violate(ActionKind::SplitK, kSingleOutputReason);
    // A bf16 matmul over K = 4096 in 64 parts missed a 1e-2 check.
    if (isa<Float16Type, BFloat16Type>(
            getElementTypeOrSelf(anchor.getDpsInitOperand(0)->get())))
      return violate(ActionKind::SplitK,
                     "needs a 32- or 64-bit output: the partial results "
                     "take the output's type, and 16-bit partial sums added "
                     "in 16 bits lose the precision the f32 sums kept");
    if (!dividesInnermostReduction(parts))
      return violate(ActionKind::SplitK,
                     llvm::formatv("takes 2 or more blocks that divide the "
                                   "trip count {0} of the innermost reduction "
                                   "loop, got {1}",
                                   kernel.loopSizes[kernel.reductionLoops.back()],
                                   parts));
    for (ActionKind other : {ActionKind::Split, ActionKind::Promote,
                             ActionKind::Fuse, ActionKind::Interchange})
      if (complete.has(other))
        return violate(ActionKind::SplitK,
                       llvm::formatv("cannot be combined with {0} yet",
                                     ::cuda_agent::getActionName(other)));
    // The parts are the grid dimension after the block-tiled loops'.
    unsigned dim = llvm::count_if(resolved.blockTiles,
                                  [](int64_t tile) { return tile != 0; });
    if (dim >= 3)
      return violate(ActionKind::SplitK,
                     "needs a free grid dimension: tile at most 2 loops with "
                     "block");
    if (parts > kMaxGrid[dim])
      return violate(ActionKind::SplitK,
                     llvm::formatv("gives grid {0} = {1}, above the limit {2}",
                                   kDimNames[dim], parts, kMaxGrid[dim]));
    resolved.splitK = parts;
    resolved.grid[dim] = parts;
  }

  void checkSplit(int64_t threads, const Schedule &complete,
                  ResolvedSchedule &resolved) {
    if (kernel.reductionLoops.empty())
      return violate(ActionKind::Split,
                     "needs a reduction loop; the anchor has none");
    if (complete.thread &&
        llvm::any_of(*complete.thread, [](int64_t tile) { return tile; }))
      return violate(ActionKind::Thread,
                     "maps parallel loops to threads, which split gives to "
                     "the reduction; leave it out");
    if (complete.reduce)
      return violate(ActionKind::Reduce,
                     "cannot be combined with split (each thread reduces "
                     "one contiguous share)");
    if (linalg::LinalgOp(kernel.anchor).getNumDpsInits() != 1)
      return violate(ActionKind::Split, kSingleOutputReason);
    unsigned innermost = kernel.reductionLoops.back();
    if (innermost != kernel.loopSizes.size() - 1)
      return violate(ActionKind::Split,
                     "needs the last loop to be a reduction loop (interchange "
                     "one there)");
    int64_t size = kernel.loopSizes[innermost];
    if (threads < 2 || threads > kMaxThreadsPerBlock)
      return violate(ActionKind::Split,
                     llvm::formatv("takes 2 to {0} threads, got {1}",
                                   kMaxThreadsPerBlock, threads));
    if (size % threads != 0)
      return violate(ActionKind::Split,
                     llvm::formatv("{0} threads do not divide the trip count "
                                   "{1} of the innermost reduction loop",
                                   threads, size));
    resolved.splitThreads = threads;
    resolved.blockDims = {threads, 1, 1};
    // Second combine level: up to a warp of threads, each adding at least
    // two partial results.
    for (int64_t count = std::min<int64_t>(32, threads / 2); count >= 2;
         --count)
      if (threads % count == 0) {
        resolved.combineThreads = count;
        break;
      }
    // Outputs of the block, each reduced by every thread.
    int64_t outputs = 1;
    for (size_t i = 0; i < parallelSizes.size(); ++i)
      outputs *= blockExtent(i, resolved);
    int64_t elementBytes =
        std::max<unsigned>(1, resolved.outputElementType.getIntOrFloatBitWidth() / 8);
    // Split with fused ops, the kernel runs in stages along its rows (as
    // row kernels do): every reduction keeps its partial results, and its
    // result unless the kernel returns it.
    bool rowStages = kernel.runsAlongRows && !kernel.fused.empty();
    int64_t reductions = 1, resultSlots = 0;
    if (rowStages) {
      reductions += llvm::count_if(kernel.fused, [](linalg::LinalgOp op) {
        return op.getNumReductionLoops() != 0;
      });
      resultSlots = kernel.root == kernel.anchor ? 0 : 1;
    }
    int64_t sharedBytes = reductions * outputs *
                          (threads + resolved.combineThreads + resultSlots) *
                          elementBytes;
    if (sharedBytes > kMaxStaticSharedBytes)
      return violate(ActionKind::Split,
                     llvm::formatv("stages {0} bytes of partial results per "
                                   "block in shared memory, above the {1} "
                                   "bytes of static shared memory",
                                   sharedBytes, kMaxStaticSharedBytes));
    if (rowStages && outputs > 1 && size == threads)
      return violate(ActionKind::Split,
                     llvm::formatv("gives each thread one element of each "
                                   "of the block's {0} rows; with several "
                                   "rows per block a row kernel needs 2 or "
                                   "more per thread (the vector lowering "
                                   "rejects the unit dimension)",
                                   outputs));
    // Row kernels and row reductions: shares of 8 or more elements in
    // pieces of 4, t pieces apart (expandRowLoop), so that a warp's accesses
    // are coalesced.
    int64_t share = size / threads;
    bool rowReduction = kernel.family == KernelFamily::Reduction &&
                        kernel.reductionLoops.size() == 1 &&
                        interchange.empty();
    if ((kernel.family == KernelFamily::Row || rowReduction) &&
        share % 4 == 0 && share >= 8)
      resolved.rowChunks = share / 4;
    // Each stage holds a thread's row elements in registers.
    if (rowStages && outputs * share > kMaxOutputsPerThread)
      return violate(ActionKind::Split,
                     llvm::formatv("gives each thread {0} row elements per "
                                   "stage, held in registers; more than {1} "
                                   "spill",
                                   outputs * share, kMaxOutputsPerThread));
    int64_t iterations = outputs * share;
    for (unsigned loop : kernel.reductionLoops)
      if (loop != innermost)
        iterations *= kernel.loopSizes[loop];
    if (iterations > kMaxUnrolledIterationsPerThread)
      return violate(ActionKind::Split,
                     llvm::formatv("makes each thread run {0} iterations of "
                                   "vector code; more than {1}",
                                   iterations, kMaxUnrolledIterationsPerThread));
    int64_t finalAdds =
        outputs * (resolved.combineThreads ? resolved.combineThreads : threads);
    if (finalAdds > kMaxFinalCombineAdds)
      violate(ActionKind::Split,
              llvm::formatv("leaves one thread {0} partial results to add "
                            "(the block's {1} outputs times {2}); at most {3}",
                            finalAdds, outputs, finalAdds / outputs,
                            kMaxFinalCombineAdds));
  }

  /// Iterations of `loop` (in the anchor's own order) in one block and one
  /// step of the serial loops.
  int64_t stepExtent(unsigned loop, const ResolvedSchedule &resolved) const {
    size_t position = positionAfterInterchange(interchange, loop);
    int64_t tile = resolved.blockTiles[position];
    if (!tile)
      tile = resolved.reduceTiles[position];
    return tile ? tile : kernel.loopSizes[position];
  }

  /// The extent of an operand dimension indexed by `expr`: sums of loops
  /// times non-negative constants (convolution windows included).
  std::optional<int64_t> operandExtent(AffineExpr expr,
                                       const ResolvedSchedule &resolved) const {
    if (auto dim = dyn_cast<AffineDimExpr>(expr))
      return stepExtent(dim.getPosition(), resolved);
    if (auto constant = dyn_cast<AffineConstantExpr>(expr))
      return constant.getValue() >= 0 ? std::optional<int64_t>(1) : std::nullopt;
    auto binary = dyn_cast<AffineBinaryOpExpr>(expr);
    if (!binary)
      return std::nullopt;
    if (expr.getKind() == AffineExprKind::Add) {
      // (a + b) spans (extent(a) - 1) + (extent(b) - 1) + 1.
      std::optional<int64_t> lhs = operandExtent(binary.getLHS(), resolved);
      std::optional<int64_t> rhs = operandExtent(binary.getRHS(), resolved);
      if (!lhs || !rhs)
        return std::nullopt;
      return *lhs + *rhs - 1;
    }
    auto scale = dyn_cast<AffineConstantExpr>(binary.getRHS());
    if (expr.getKind() != AffineExprKind::Mul || !scale ||
        scale.getValue() < 0)
      return std::nullopt;
    std::optional<int64_t> lhs = operandExtent(binary.getLHS(), resolved);
    if (!lhs)
      return std::nullopt;
    return (*lhs - 1) * scale.getValue() + 1;
  }

  /// mma: the anchor is a matmul-like contraction (one M, N and K loop,
  /// maybe batch loops) of f16 or bf16 inputs into f32 (f16 too from f16),
  /// A and the output row-major (K and N innermost), B either way. `block`
  /// tiles M and N (batch loops by 1), `thread` gives each warp its tile
  /// of the output (multiples of 16 x 8), `reduce` the K step (a multiple
  /// of 16), `promote` stages A and B in shared memory (read by ldmatrix).
  /// Fused ops, an epilogue elementwise over the output, run as a second
  /// kernel on the contraction's result, tiled by the same blocks.
  void checkMma(Schedule &complete, ResolvedSchedule &resolved) {
    for (ActionKind other :
         {ActionKind::Split, ActionKind::SplitK, ActionKind::Interchange,
          ActionKind::Unroll, ActionKind::Vector})
      if (complete.has(other))
        violate(ActionKind::Mma,
                llvm::formatv("cannot be combined with {0} yet",
                              ::cuda_agent::getActionName(other)));
    // Fused ops run as an epilogue kernel on the contraction's result; the
    // warps read A and B as they are.
    linalg::LinalgOp anchor = kernel.anchor;
    for (Value input : anchor.getDpsInputs())
      if (llvm::is_contained(kernel.fused, input.getDefiningOp()))
        violate(ActionKind::Mma,
                "cannot compute fused producers of A and B yet: they would "
                "run per warp fragment");
    if (!violations.empty())
      return;
    std::optional<MmaLoops> loops = findMmaLoops(ActionKind::Mma);
    if (!loops)
      return;
    if (!complete.block) {
      complete.block = std::vector<int64_t>(parallelSizes.size(), 1);
      int64_t tileM = defaultMmaBlockTile(parallelSizes[loops->m], kMmaTileM,
                                          kDefaultMmaBlockTile);
      // f32 (three tf32 products): blocks at most 64 wide. With M of 64 or
      // less, square blocks of 32 x 32 warps: the 3x3 convolution's 64 x 64
      // blocks ran in 939 us, 64 x 128 in 1061 (32 x 32 warps) and 1210
      // (32 x 64). Else 128 x 64 blocks of 64 x 32 warps, K steps of 32:
      // 2116 us at 4096^3 where 128 x 128 blocks of 64 x 64 warps (255
      // registers and spills) took 2412 (H200, SCHEDULES.md).
      int64_t limitN =
          loops->inputType.isF32() ? kSmallMmaBlockM : kDefaultMmaBlockTile;
      (*complete.block)[loops->m] = tileM;
      (*complete.block)[loops->n] =
          defaultMmaBlockTile(parallelSizes[loops->n], kMmaTileN, limitN);
    }
    checkBlock(*complete.block, resolved);
    if (!violations.empty())
      return;
    if (!checkBatchTiles(*loops, "mma", resolved))
      return;
    int64_t blockM = blockExtent(loops->m, resolved);
    int64_t blockN = blockExtent(loops->n, resolved);
    if (!complete.thread) {
      complete.thread = std::vector<int64_t>(parallelSizes.size(), 0);
      int64_t warpM =
          largestMultipleDividing(blockM, kMmaTileM, kDefaultMmaWarpTile);
      int64_t warpN =
          largestMultipleDividing(blockN, kMmaTileN, kDefaultMmaWarpTile);
      // At least kDefaultMmaWarps warps, each tile halved along its longer
      // side (along M where square and the block is no taller than wide):
      // a 64 x 128 block of two 64 x 64 warps ran its convolution GEMM in
      // 795 us, of four 32 x 64 in 617 (H200); a 64 x 64 block's four
      // 32 x 32 warps ran 939 us, where four 16 x 64 were slower.
      auto halves = [](int64_t tile, int64_t unit) {
        return tile % (2 * unit) == 0;
      };
      while (warpM && warpN &&
             (blockM / warpM) * (blockN / warpN) < kDefaultMmaWarps) {
        bool alongM = warpM != warpN ? warpM > warpN : blockM <= blockN;
        if (alongM && halves(warpM, kMmaTileM))
          warpM /= 2;
        else if (halves(warpN, kMmaTileN))
          warpN /= 2;
        else
          break;
      }
      (*complete.thread)[loops->m] = warpM;
      (*complete.thread)[loops->n] = warpN;
    }
    checkWarpTiles(*complete.thread, *loops, resolved);
    if (!violations.empty())
      return;
    unsigned kLoop = kernel.reductionLoops.front();
    Type inputType = loops->inputType;
    int64_t inputBits = inputType.getIntOrFloatBitWidth();
    int64_t tileK = kMmaTileKBits / inputBits;
    if (!complete.reduce) {
      // f32 blocks whose A and B tiles fit two stages of 128-byte K steps
      // take them: the 3x3 convolution's 64 x 128 blocks ran 1.3x faster
      // (1395 us with reduce(32);pipeline(2), 1813 with the policy's
      // reduce(16);pipeline(4)); 128 x 128 keeps 64 bytes (three stages).
      int64_t wideStepBytes = 2 * kDefaultMmaReduceBytes;
      int64_t stages = 2;
      int64_t stepBytes =
          inputBits == 32 && stages * (blockM + blockN) * wideStepBytes <=
                                 kMaxStaticSharedBytes
              ? wideStepBytes
              : kDefaultMmaReduceBytes;
      complete.reduce = std::vector<int64_t>{largestMultipleDividing(
          kernel.loopSizes[kLoop], tileK, stepBytes * 8 / inputBits)};
    }
    checkReduce(*complete.reduce, resolved);
    int64_t step = resolved.reduceTiles[kLoop];
    // 0 (the whole K loop in one step) too: a warp would unroll all of K.
    if (violations.empty() && (step == 0 || step % tileK != 0))
      return violate(ActionKind::Reduce,
                     llvm::formatv("with mma steps K by multiples of {0}, "
                                   "got {1}",
                                   tileK, step));
    if (violations.empty() && complete.promote) {
      if (llvm::any_of(*complete.promote,
                       [](int64_t operand) { return operand > 1; }))
        return violate(ActionKind::Promote,
                       "with mma stages A and B (operands 0 and 1)");
      checkPromote(*complete.promote, resolved);
    }
    if (violations.empty() && complete.pipeline)
      checkPipeline(*complete.pipeline, complete, resolved);
    if (violations.empty() && complete.tf32 && !inputType.isF32())
      return violate(ActionKind::Tf32,
                     "rounds f32 operands to tf32; these are not f32");
    // bf16 fragments are converted from shared memory only
    // (cuda-agent-convert-vector-to-mma-sync).
    bool bf16 = inputType.isBF16();
    if (violations.empty() && bf16 &&
        (!complete.promote || complete.promote->size() != 2))
      return violate(ActionKind::Mma,
                     "with bf16 inputs needs both staged in shared memory: "
                     "add promote(0,1)");
    OpOperand *init = anchor.getDpsInitOperand(0);
    SmallVector<int64_t> outputTile;
    for (AffineExpr expr : anchor.getMatchingIndexingMap(init).getResults())
      outputTile.push_back(blockExtent(
          parallelPosition(cast<AffineDimExpr>(expr).getPosition()), resolved));
    resolved.initFillTiles =
        copyTiles(outputTile, resolved.blockDims[0],
                  resolved.outputElementType.getIntOrFloatBitWidth() / 8);
    setEpilogueTiles(resolved);
    resolved.mma = true;
    resolved.mmaTileK = tileK;
  }

  /// Tensor-core schedules with fused ops: the epilogue kernel's thread
  /// tiles (the root's block tile is the anchor's), 16-byte pieces over the
  /// block's threads.
  void setEpilogueTiles(ResolvedSchedule &resolved) {
    if (kernel.fused.empty())
      return;
    SmallVector<int64_t> rootTile;
    for (unsigned loop : kernel.rootLoops)
      rootTile.push_back(blockExtent(parallelPosition(loop), resolved));
    linalg::LinalgOp root = kernel.root;
    Type rootType =
        getElementTypeOrSelf(root.getDpsInitOperand(0)->get().getType());
    resolved.epilogueThreadTiles = copyTiles(
        rootTile, resolved.blockDims[0], rootType.getIntOrFloatBitWidth() / 8);
  }

  /// wgmma: the anchor is a linalg.matmul of f16, bf16 or f32 into f32 or
  /// the inputs' type (A is M x K, B is K x N or N x K; f32 accumulators)
  /// on a zero-filled output; f32 operands as three tf32 products (B as
  /// K x N transposed in shared memory: tf32 wgmma reads K-major only). `block`
  /// tiles M and N (each a multiple of 64 up to 256; a warpgroup per 64 rows),
  /// the K step is one 128-byte swizzled TMA box row (`reduce`: 64 16-bit or 32
  /// f32 values), `pipeline` the stages of dynamic shared memory the TMA loads
  /// run ahead in (cuda-agent-lower-matmul-to-wgmma). Fused ops run as a second
  /// kernel on the product, as with mma.
  void checkWgmma(Schedule &complete, ResolvedSchedule &resolved) {
    for (ActionKind other :
         {ActionKind::Thread, ActionKind::Split, ActionKind::Promote,
          ActionKind::Unroll, ActionKind::Vector, ActionKind::Interchange,
          ActionKind::SplitK, ActionKind::Mma})
      if (complete.has(other))
        violate(ActionKind::Wgmma,
                llvm::formatv("cannot be combined with {0}{1}",
                              ::cuda_agent::getActionName(other),
                              other == ActionKind::Promote
                                  ? " (TMA stages A and B itself)"
                                  : ""));
    if (!violations.empty())
      return;
    std::optional<MmaLoops> loops = findMmaLoops(ActionKind::Wgmma);
    if (!loops)
      return;
    // findMmaLoops checked the element types and the operands' loops.
    linalg::LinalgOp anchor = kernel.anchor;
    unsigned kLoop = kernel.reductionLoops.front();
    AffineMap mapB =
        anchor.getMatchingIndexingMap(anchor.getDpsInputOperand(1));
    bool bKMajor = mapB.getDimPosition(mapB.getNumResults() - 1) == kLoop;
    // Batches as the TMA boxes' outer dimension: each operand of the batch.
    bool batched =
        isa<linalg::BatchMatmulOp>(anchor.getOperation()) &&
        anchor.getNumLoops() == 4 &&
        llvm::all_of(anchor->getOpOperands(), [&](OpOperand &operand) {
          return anchor.getMatchingIndexingMap(&operand).getDimPosition(0) == 0;
        });
    // f32 as three tf32 products; tf32 wgmma reads K-major only, so B as
    // K x N is transposed in shared memory.
    bool tf32x3 = loops->inputType.isF32();
    std::optional<Im2colWindows> windows = findWindows(*loops);
    // One A for every batch (a 1x1 convolution's filter): A's boxes are
    // 2-D, B's and C's of the batch; B not gathered (other convolutions'
    // windows would be read from their im2col temporary).
    auto leadsWithBatch = [&](OpOperand *operand) {
      AffineMap map = anchor.getMatchingIndexingMap(operand);
      return map.getNumResults() == 3 && map.getDimPosition(0) == 0;
    };
    auto producerB = anchor.getDpsInputs()[1].getDefiningOp<linalg::LinalgOp>();
    bool gatheredB =
        producerB &&
        llvm::any_of(producerB.getIndexingMapsArray(), [](AffineMap map) {
          return !map.isProjectedPermutation();
        });
    bool broadcastA =
        !windows && !gatheredB && anchor.getNumLoops() == 4 &&
        anchor.getMatchingIndexingMap(anchor.getDpsInputOperand(0))
                .getNumResults() == 2 &&
        leadsWithBatch(anchor.getDpsInputOperand(1)) &&
        leadsWithBatch(anchor.getDpsInitOperand(0));
    if (!(isa<linalg::MatmulOp>(anchor.getOperation()) &&
          anchor.getNumLoops() == 3) &&
        !batched && !windows && !broadcastA)
      return violate(ActionKind::Wgmma,
                     "needs a linalg.matmul, a batched matmul (B and C "
                     "each of the batch, A too or one for all) or a "
                     "3x3-like convolution's GEMM of f32 (stride 1, "
                     "channels a multiple of 32)");
    // The lowering's convolution forms stopped on the GPU (windows: an
    // illegal instruction; one A for all: a plan its reference refused):
    // no schedule takes them until they are mended and measured.
    if (windows || broadcastA)
      return violate(ActionKind::Wgmma,
                     "does not take convolutions' GEMMs yet (an image's "
                     "windows and one filter for every image failed on the "
                     "GPU; docs/SCHEDULES.md)");
    bool transposedB = tf32x3 && !bKMajor;
    if ((batched || broadcastA) && !tf32x3 && !bKMajor)
      return violate(ActionKind::Wgmma,
                     "takes batches of 16-bit B as N x K only (its K x N "
                     "descriptors step over boxes without the batch)");
    if (kernel.initFills.size() != 1 ||
        !isZeroFill(linalg::FillOp(kernel.initFills.front())))
      return violate(ActionKind::Wgmma,
                     "needs the output filled with zeros first (the "
                     "accumulators start at zero)");
    // Two accumulator sets with f32 operands (the sums and a step's
    // products): half as many columns.
    int64_t accumulatorSets = wgmma::getAccumulatorSets(tf32x3);
    if (!complete.block) {
      complete.block = std::vector<int64_t>(parallelSizes.size(), 1);
      (*complete.block)[loops->m] = largestMultipleDividing(
          parallelSizes[loops->m], wgmma::kRowsPerWarpgroup,
          kDefaultWgmmaBlockM);
      (*complete.block)[loops->n] =
          windows
              ? defaultWindowsBlockN(*windows, parallelSizes[loops->n],
                                     kDefaultWgmmaBlockN / accumulatorSets)
              : largestMultipleDividing(parallelSizes[loops->n],
                                        wgmma::kBoxColumns,
                                        kDefaultWgmmaBlockN / accumulatorSets);
    }
    checkBlock(*complete.block, resolved);
    if (!violations.empty())
      return;
    if (!checkBatchTiles(*loops, "wgmma", resolved))
      return;
    int64_t blockM = blockExtent(loops->m, resolved);
    int64_t blockN = blockExtent(loops->n, resolved);
    // N in B's boxes of 64 columns, or the windows' unit.
    int64_t unitN = windows ? wgmma::kWindowsUnitN : wgmma::kBoxColumns;
    if (blockM % wgmma::kRowsPerWarpgroup || blockM > wgmma::kMaxBlockTile ||
        blockN % unitN || blockN > wgmma::kMaxBlockTile)
      return violate(ActionKind::Block,
                     llvm::formatv("with wgmma tiles M by multiples of {0} and "
                                   "N by multiples of {1}, each up to {2}; "
                                   "got {3} x {4}",
                                   wgmma::kRowsPerWarpgroup, unitN,
                                   wgmma::kMaxBlockTile, blockM, blockN));
    if (windows && !isPixelRectangle(*windows, blockN))
      return violate(ActionKind::Block,
                     llvm::formatv("with wgmma on a convolution's windows "
                                   "tiles its pixels by a divisor of the "
                                   "output's rows of {0} pixels or whole rows "
                                   "(of a multiple of 4 pixels); got {1}",
                                   windows->outputColumns, blockN));
    if (blockM * blockN * accumulatorSets > wgmma::kMaxAccumulators)
      return violate(ActionKind::Block,
                     llvm::formatv("with wgmma keeps {0} set(s) of the {1} x "
                                   "{2} tile's f32 accumulators in registers: "
                                   "more than {3}",
                                   accumulatorSets, blockM, blockN,
                                   wgmma::kMaxAccumulators));
    if (!wgmma::fitsThreadRegisters(accumulatorSets, blockM, blockN))
      return violate(
          ActionKind::Block,
          llvm::formatv("with wgmma keeps {0} f32 accumulators a thread for "
                        "{1} set(s) of the {2} x {3} tile: with {4} other "
                        "registers, more than its {5}",
                        wgmma::getThreadAccumulators(accumulatorSets, blockN),
                        accumulatorSets, blockM, blockN, wgmma::kOtherRegisters,
                        wgmma::getThreadRegisters(blockM)));
    int64_t stepK =
        wgmma::getStepK(loops->inputType.getIntOrFloatBitWidth() / 8);
    if (!complete.reduce)
      complete.reduce = std::vector<int64_t>{stepK};
    checkReduce(*complete.reduce, resolved);
    if (!violations.empty())
      return;
    if (resolved.reduceTiles[kLoop] != stepK)
      return violate(ActionKind::Reduce,
                     llvm::formatv("with wgmma steps K by {0} (a 128-byte "
                                   "swizzled row of {1}), got {2}",
                                   stepK, loops->inputType,
                                   resolved.reduceTiles[kLoop]));
    int64_t stageBytes =
        wgmma::getStagesBytes(blockM, blockN, 1, tf32x3, transposedB);
    if (!complete.pipeline)
      complete.pipeline =
          std::max<int64_t>(2, std::min(kDefaultWgmmaStages,
                                        wgmma::kMaxSharedBytes / stageBytes));
    int64_t stages = *complete.pipeline;
    if (stages < 2 || stages * stageBytes > wgmma::kMaxSharedBytes)
      return violate(ActionKind::Pipeline,
                     llvm::formatv("with wgmma takes 2 or more stages of {0} "
                                   "bytes within {1} bytes of shared memory, "
                                   "got {2}",
                                   stageBytes, wgmma::kMaxSharedBytes, stages));
    resolved.pipelineStages = stages;
    resolved.blockDims = {blockM / wgmma::kRowsPerWarpgroup * wgmma::kThreadsPerWarpgroup, 1, 1};
    setEpilogueTiles(resolved);
    resolved.wgmma = true;
    resolved.wgmmaTF32x3 = tf32x3;
    resolved.wgmmaTransposedB = transposedB;
    resolved.wgmmaBlockM = blockM;
    resolved.wgmmaBlockN = blockN;
    resolved.wgmmaWindows = windows.has_value();
    resolved.wgmmaBroadcastA = broadcastA;
    resolved.wgmmaFusedEpilogue = !resolved.epilogueThreadTiles.empty();
  }

  /// pipeline(s) under mma: both operands staged, s buffers of each in the
  /// static shared memory, and at least s steps of the K loop.
  void checkPipeline(int64_t stages, const Schedule &complete,
                     ResolvedSchedule &resolved) {
    if (!complete.promote || complete.promote->size() != 2)
      return violate(ActionKind::Pipeline,
                     "needs A and B staged in shared memory: promote(0,1)");
    if (stages < 2 || stages > kMaxPipelineStages)
      return violate(ActionKind::Pipeline,
                     llvm::formatv("takes 2 to {0} stages, got {1}",
                                   kMaxPipelineStages, stages));
    int64_t sharedBytes = 0;
    for (const ResolvedSchedule::PromotedOperand &promoted : resolved.promoted)
      sharedBytes += promoted.bytes;
    if (sharedBytes * stages > kMaxStaticSharedBytes)
      return violate(ActionKind::Pipeline,
                     llvm::formatv("stages {0} bytes per block in shared "
                                   "memory ({1} stages of {2}), above the {3} "
                                   "bytes of static shared memory",
                                   sharedBytes * stages, stages, sharedBytes,
                                   kMaxStaticSharedBytes));
    // A K loop not tiled (reduce(0)) is one step.
    unsigned kLoop = kernel.reductionLoops.front();
    int64_t step = resolved.reduceTiles[kLoop];
    int64_t steps = step ? kernel.loopSizes[kLoop] / step : 1;
    if (steps < stages)
      return violate(ActionKind::Pipeline,
                     llvm::formatv("needs at least {0} steps of the K loop, "
                                   "it has {1}",
                                   stages, steps));
    resolved.pipelineStages = stages;
  }

  /// pipeline(s) on FMA code: the operands' cp.async copies need vector
  /// code (16-byte pieces where the tiles allow), and the staged tiles' K
  /// loop is the block's only serial loop (one reduction loop, not
  /// unrolled: the pipeliner takes the loop of one step's copies).
  void checkSimtPipeline(int64_t stages, const Schedule &complete,
                         ResolvedSchedule &resolved) {
    if (!resolved.vectorize)
      return violate(ActionKind::Pipeline,
                     "needs vector code: the copies become cp.async of "
                     "vectors");
    if (kernel.reductionLoops.size() != 1)
      return violate(ActionKind::Pipeline,
                     llvm::formatv("needs one reduction loop (the K loop), "
                                   "the anchor has {0}",
                                   kernel.reductionLoops.size()));
    if (resolved.unroll)
      return violate(ActionKind::Pipeline,
                     "cannot be combined with unroll yet");
    // The pipeliner takes copies every thread makes, not ones behind the
    // guard of a copy with fewer pieces than threads.
    int64_t threads =
        resolved.blockDims[0] * resolved.blockDims[1] * resolved.blockDims[2];
    for (const ResolvedSchedule::PromotedOperand &promoted :
         resolved.promoted) {
      int64_t pieces = 1;
      for (auto [extent, tile] :
           llvm::zip_equal(promoted.shape, promoted.copyTiles))
        pieces *= tile ? extent / tile : 1;
      if (pieces != threads)
        return violate(ActionKind::Pipeline,
                       llvm::formatv("needs each of the {0} threads to copy "
                                     "a piece of every staged tile; operand "
                                     "{1}'s tile has {2} pieces",
                                     threads, promoted.operand, pieces));
    }
    checkPipeline(stages, complete, resolved);
  }

  /// The positions, among the parallel loops, of an mma anchor's M and N
  /// loops.
  struct MmaLoops {
    size_t m;
    size_t n;
    /// A's and B's element type.
    Type inputType;
  };

  /// wgmma on a convolution's GEMM (cuda-agent-lower-matmul-to-wgmma): the
  /// filter (A, one for every image) times B, the im2col windows of an
  /// image of f32 (stride 1, channels a multiple of the K step), which TMA
  /// boxes of the image read.
  std::optional<Im2colWindows> findWindows(const MmaLoops &loops) {
    linalg::LinalgOp anchor = kernel.anchor;
    auto gather = anchor.getDpsInputs()[1].getDefiningOp<linalg::GenericOp>();
    if (!loops.inputType.isF32() || anchor.getNumLoops() != 4 || !gather ||
        gather.getNumDpsInputs() != 1 || gather.getNumDpsInits() != 1)
      return std::nullopt;
    MLIRContext *context = anchor.getContext();
    AffineExpr batch, m, n, k;
    bindDims(context, batch, m, n, k);
    auto map = [&](ArrayRef<AffineExpr> results) {
      return AffineMap::get(4, 0, results, context);
    };
    if (anchor.getIndexingMapsArray() !=
        SmallVector<AffineMap>{map({m, k}), map({batch, k, n}),
                               map({batch, m, n})})
      return std::nullopt;
    OpOperand *image = gather.getDpsInputOperand(0);
    auto imageType = dyn_cast<RankedTensorType>(image->get().getType());
    auto temporaryType =
        dyn_cast<RankedTensorType>(gather.getResult(0).getType());
    if (!imageType || !temporaryType)
      return std::nullopt;
    std::optional<Im2colWindows> windows =
        matchIm2colWindows(gather.getMatchingIndexingMap(image),
                           imageType.getShape(), temporaryType.getShape());
    int64_t stepK = wgmma::getStepK(4);
    if (!windows || windows->channels % stepK)
      return std::nullopt;
    return windows;
  }

  /// The widest rectangle of pixels up to `limit` that tiles the `pixels`
  /// of `windows`' output, in multiples of wgmma::kWindowsUnitN (0 where
  /// none).
  static int64_t defaultWindowsBlockN(const Im2colWindows &windows,
                                      int64_t pixels, int64_t limit) {
    for (int64_t blockN = limit - limit % wgmma::kWindowsUnitN; blockN > 0;
         blockN -= wgmma::kWindowsUnitN)
      if (pixels % blockN == 0 && isPixelRectangle(windows, blockN))
        return blockN;
    return 0;
  }

  /// Tensor-core blocks (`engine`: mma or wgmma) take one matrix of a
  /// batch: every batch loop tiled by 1.
  bool checkBatchTiles(const MmaLoops &loops, StringRef engine,
                       const ResolvedSchedule &resolved) {
    for (size_t i = 0; i < parallelSizes.size(); ++i)
      if (i != loops.m && i != loops.n && blockExtent(i, resolved) != 1) {
        violate(ActionKind::Block,
                llvm::formatv("with {0} tiles batch loop {1} by 1, got {2}",
                              engine, i, blockExtent(i, resolved)));
        return false;
      }
    return true;
  }

  /// `action` (mma or wgmma) names the broken rule.
  std::optional<MmaLoops> findMmaLoops(ActionKind action) {
    linalg::LinalgOp anchor = kernel.anchor;
    OpOperand *c =
        anchor.getNumDpsInits() == 1 ? anchor.getDpsInitOperand(0) : nullptr;
    AffineMap outputMap = c ? anchor.getMatchingIndexingMap(c) : AffineMap();
    if (kernel.family != KernelFamily::Contraction ||
        anchor.getNumDpsInputs() != 2 || !c ||
        !linalg::isaContractionOpInterface(anchor) ||
        kernel.reductionLoops.size() != 1 ||
        !outputMap.isProjectedPermutation() || outputMap.getNumResults() < 2) {
      violate(action,
              "needs a matmul-like contraction: one M, N and K loop and "
              "batch loops, two inputs, one output");
      return std::nullopt;
    }
    // The output is (batch.., M, N); each input reads some of the batch
    // loops in that order (the others broadcast it: a convolution's
    // filter is one matrix for the whole batch), then its two matrix loops.
    SmallVector<unsigned> outputLoops;
    for (unsigned result = 0; result < outputMap.getNumResults(); ++result)
      outputLoops.push_back(outputMap.getDimPosition(result));
    unsigned m = outputLoops[outputLoops.size() - 2], n = outputLoops.back();
    unsigned k = kernel.reductionLoops.front();
    ArrayRef<unsigned> batch = ArrayRef(outputLoops).drop_back(2);
    auto indexedBy = [&](OpOperand *operand, unsigned outer, unsigned inner) {
      AffineMap map = anchor.getMatchingIndexingMap(operand);
      if (!map.isProjectedPermutation() || map.getNumResults() < 2)
        return false;
      SmallVector<unsigned> loops;
      for (unsigned result = 0; result < map.getNumResults(); ++result)
        loops.push_back(map.getDimPosition(result));
      if (loops[loops.size() - 2] != outer || loops.back() != inner)
        return false;
      // A subsequence of the batch loops.
      const unsigned *next = batch.begin();
      for (unsigned loop : ArrayRef(loops).drop_back(2)) {
        next = std::find(next, batch.end(), loop);
        if (next == batch.end())
          return false;
        ++next;
      }
      return true;
    };
    OpOperand *a = anchor.getDpsInputOperand(0);
    OpOperand *b = anchor.getDpsInputOperand(1);
    if (!indexedBy(a, m, k) || !(indexedBy(b, k, n) || indexedBy(b, n, k))) {
      violate(action,
              "needs A as (batch.., M, K), B as (batch.., K, N) or (batch.., "
              "N, K) and the output as (batch.., M, N)");
      return std::nullopt;
    }
    Type inputType = getElementTypeOrSelf(a->get().getType());
    Type outputType = getElementTypeOrSelf(c->get().getType());
    // Both multiply f32 as tf32: three products of split operands (mma
    // unless `tf32`).
    bool inputsFit =
        (inputType.isF16() || inputType.isBF16() || inputType.isF32()) &&
        inputType == getElementTypeOrSelf(b->get().getType());
    // mma.sync accumulates f16 into f16 or f32; wgmma always into f32,
    // converted to the output's type at the end.
    bool outputFits = outputType.isF32() ||
                      (outputType == inputType &&
                       (inputType.isF16() || action == ActionKind::Wgmma));
    if (!inputsFit || !outputFits) {
      violate(action, action == ActionKind::Mma
                          ? "needs f16, bf16 or f32 inputs (both the same) "
                            "into f32, or f16 into f16 (mma.sync m16n8k16, "
                            "m16n8k8 of tf32)"
                          : "needs f16, bf16 or f32 inputs (both the same) "
                            "into f32 or their own type");
      return std::nullopt;
    }
    return MmaLoops{parallelPosition(m), parallelPosition(n), inputType};
  }

  /// The warps' tiles: M by multiples of 16, N by multiples of 8, batch
  /// loops 0; the block holds 32 threads per warp, at most 1024.
  void checkWarpTiles(const std::vector<int64_t> &tiles, const MmaLoops &loops,
                      ResolvedSchedule &resolved) {
    if (!hasTilePerParallelLoop(tiles))
      return;
    int64_t warps = 1;
    for (auto [i, tile] : llvm::enumerate(tiles)) {
      if (i != loops.m && i != loops.n) {
        if (tile != 0)
          return violate(ActionKind::Thread,
                         llvm::formatv("with mma gives warps no batch loop: "
                                       "tile {0} must be 0",
                                       i));
        continue;
      }
      int64_t unit = i == loops.m ? kMmaTileM : kMmaTileN;
      int64_t extent = blockExtent(i, resolved);
      if (tile == 0 || tile % unit != 0 || !dividesEvenly(tile, extent))
        return violate(ActionKind::Thread,
                       llvm::formatv("with mma gives each warp a tile of {0} "
                                     "along {1}: a multiple of {2} that "
                                     "divides the block's extent {3}",
                                     tile, i == loops.m ? "M" : "N", unit,
                                     extent));
      warps *= extent / tile;
      resolved.threadTiles[kernel.parallelLoops[i]] = tile;
    }
    if (warps * kWarpSize > kMaxThreadsPerBlock)
      return violate(ActionKind::Thread,
                     llvm::formatv("gives {0} warps per block, {1} threads, "
                                   "above the limit {2}",
                                   warps, warps * kWarpSize,
                                   kMaxThreadsPerBlock));
    int64_t accumulators = tiles[loops.m] * tiles[loops.n] / kWarpSize;
    if (accumulators > kMaxOutputsPerThread)
      return violate(ActionKind::Thread,
                     llvm::formatv("gives each thread {0} accumulators; more "
                                   "than {1} spill registers",
                                   accumulators, kMaxOutputsPerThread));
    resolved.blockDims = {warps * kWarpSize, 1, 1};
  }

  void checkPromote(const std::vector<int64_t> &operands,
                    ResolvedSchedule &resolved) {
    linalg::LinalgOp anchor = kernel.anchor;
    int64_t threads = resolved.blockDims[0] * resolved.blockDims[1] *
                      resolved.blockDims[2];
    int64_t sharedBytes = 0;
    std::vector<int64_t> sorted = operands;
    llvm::sort(sorted);
    for (int64_t operand : sorted) {
      if (operand < 0 || operand >= anchor.getNumDpsInputs())
        return violate(ActionKind::Promote,
                       llvm::formatv("operand {0} is not an input of the "
                                     "anchor (it has {1})",
                                     operand, anchor.getNumDpsInputs()));
      OpOperand *input = anchor.getDpsInputOperand(operand);
      auto type = dyn_cast<RankedTensorType>(input->get().getType());
      if (!type || type.getRank() == 0 ||
          !type.getElementType().isIntOrFloat())
        return violate(ActionKind::Promote,
                       llvm::formatv("operand {0} is not a tensor of numbers",
                                     operand));
      ResolvedSchedule::PromotedOperand promoted;
      promoted.operand = operand;
      for (AffineExpr expr : anchor.getMatchingIndexingMap(input).getResults()) {
        std::optional<int64_t> extent = operandExtent(expr, resolved);
        if (!extent)
          return violate(ActionKind::Promote,
                         llvm::formatv("operand {0} is indexed by {1}, not a "
                                       "sum of loops",
                                       operand, expr));
        promoted.shape.push_back(*extent);
      }
      int64_t elementBytes =
          std::max<int64_t>(1, type.getElementTypeBitWidth() / 8);
      promoted.copyTiles = copyTiles(promoted.shape, threads, elementBytes);
      promoted.bytes = elementBytes * std::accumulate(promoted.shape.begin(),
                                                      promoted.shape.end(),
                                                      int64_t(1),
                                                      std::multiplies<>());
      sharedBytes += promoted.bytes;
      resolved.promoted.push_back(std::move(promoted));
    }
    if (sharedBytes > kMaxStaticSharedBytes)
      violate(ActionKind::Promote,
              llvm::formatv("stages {0} bytes per block in shared memory, "
                            "above the {1} bytes of static shared memory",
                            sharedBytes, kMaxStaticSharedBytes));
  }

  const KernelInfo &kernel;
  ArrayRef<int64_t> interchange;
  SmallVectorImpl<Violation> &violations;
  /// Whether violations carry their reasons (Kernel::isLegal asks without).
  bool explain;
  /// splitk(s) when it divides the innermost reduction loop, else 0.
  int64_t splitK = 0;
  SmallVector<int64_t> parallelSizes;
};

} // namespace

size_t mlir::cuda_agent::positionAfterInterchange(ArrayRef<int64_t> interchange,
                                                   unsigned loop) {
  if (interchange.empty())
    return loop;
  return llvm::find(interchange, int64_t(loop)) - interchange.begin();
}

KernelInfo mlir::cuda_agent::interchangeLoops(const KernelInfo &kernel,
                                              ArrayRef<int64_t> permutation) {
  KernelInfo permuted = kernel;
  permuted.loopSizes.clear();
  permuted.parallelLoops.clear();
  permuted.reductionLoops.clear();
  for (auto [position, old] : llvm::enumerate(permutation)) {
    permuted.loopSizes.push_back(kernel.loopSizes[old]);
    if (llvm::is_contained(kernel.parallelLoops, unsigned(old)))
      permuted.parallelLoops.push_back(position);
    else
      permuted.reductionLoops.push_back(position);
  }
  return permuted;
}

LogicalResult mlir::cuda_agent::resolveSchedule(
    const Schedule &schedule, const KernelInfo &kernel,
    ResolvedSchedule &resolved, SmallVectorImpl<Violation> &violations,
    bool explain) {
  if (!schedule.interchange)
    return Resolver(kernel, {}, violations, explain).resolve(schedule, resolved);
  const std::vector<int64_t> &permutation = *schedule.interchange;
  if (permutation.size() != kernel.loopSizes.size()) {
    violations.push_back(
        {ActionKind::Interchange,
         llvm::formatv("takes a permutation of the anchor's {0} loops",
                       kernel.loopSizes.size())
             .str()});
    return failure();
  }
  KernelInfo permuted = interchangeLoops(kernel, permutation);
  // The serial loops are innermost in each thread; a parallel loop inside
  // them leaves N-D accumulators the vector lowering cannot take.
  if (!permuted.reductionLoops.empty() && !permuted.parallelLoops.empty() &&
      permuted.parallelLoops.back() > permuted.reductionLoops.front()) {
    violations.push_back(
        {ActionKind::Interchange,
         "puts a parallel loop after a reduction loop; the reduction loops "
         "must stay innermost"});
    return failure();
  }
  if (failed(Resolver(permuted, permutation, violations, explain)
                 .resolve(schedule, resolved)))
    return failure();
  resolved.interchange.assign(permutation.begin(), permutation.end());
  return success();
}

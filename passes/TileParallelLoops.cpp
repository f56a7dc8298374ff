//===- TileParallelLoops.cpp - parallel loops into blocks of threads ------===//
//
// Upstream's scf-parallel-loop-tiling applies one list of tile sizes to
// every loop, whatever its rank; the float64 reference needs each loop's
// innermost dimension tiled by the block's threads and the others by 1, so
// that gpu-map-parallel-loops (innermost first) puts threads on x.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

#include <numeric>

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_TILEPARALLELLOOPS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

constexpr int64_t kMaxGridYZ = 65535;

struct TileParallelLoopsPass
    : public mlir::cuda_agent::impl::TileParallelLoopsBase<
          TileParallelLoopsPass> {
  using Base::Base;

  void runOnOperation() override {
    // A grid has 3 dimensions: the GPU mapping would run a fourth serially
    // in each thread. Outer dimensions become one first.
    IRRewriter rewriter(&getContext());
    // Collapsing keeps the loops' order and their innermost dimension, but
    // leaves its bounds unfolded: trip counts are read first.
    SmallVector<std::optional<int64_t>> innermostTripCounts;
    for (scf::ParallelOp loop : getOutermostLoops()) {
      unsigned rank = loop.getNumLoops();
      std::optional<int64_t> innermost = constantTripCount(loop, rank - 1);
      if (rank == 1) {
        innermostTripCounts.push_back(innermost);
        continue;
      }
      // Grid y and z hold 65535 blocks: where the outer dimensions need
      // more (65536 rows), the loop becomes one dimension, along x.
      std::optional<int64_t> outer = int64_t(1), whole = innermost;
      for (unsigned dim = 0; dim + 1 < rank; ++dim) {
        std::optional<int64_t> count = constantTripCount(loop, dim);
        outer = outer && count ? std::optional(*outer * *count) : std::nullopt;
        whole = whole && count ? std::optional(*whole * *count) : std::nullopt;
      }
      std::vector<unsigned> all(rank);
      std::iota(all.begin(), all.end(), 0);
      if (!outer || *outer > kMaxGridYZ) {
        innermostTripCounts.push_back(whole);
        collapseParallelLoops(rewriter, loop, {all});
        continue;
      }
      innermostTripCounts.push_back(innermost);
      if (rank <= 3)
        continue;
      std::vector<unsigned> outerDims(all.begin(), all.end() - 2);
      std::vector<unsigned> groups[] = {outerDims, {rank - 2}, {rank - 1}};
      collapseParallelLoops(rewriter, loop, groups);
    }
    for (auto [loop, tripCount] :
         llvm::zip_equal(getOutermostLoops(), innermostTripCounts)) {
      SmallVector<int64_t> tiles(loop.getNumLoops(), 1);
      tiles.back() = threads;
      // No idle threads in blocks of a short innermost dimension.
      if (tripCount && *tripCount < threads)
        tiles.back() = *tripCount;
      // Guards instead of min bounds: the thread loop keeps a constant
      // trip count, which the GPU mapping needs.
      scf::tileParallelLoop(loop, tiles, /*noMinMaxBounds=*/true);
    }
  }

  static std::optional<int64_t> constantTripCount(scf::ParallelOp loop,
                                                  unsigned dim) {
    std::optional<int64_t> lower = getConstantIntValue(loop.getLowerBound()[dim]);
    std::optional<int64_t> upper = getConstantIntValue(loop.getUpperBound()[dim]);
    std::optional<int64_t> step = getConstantIntValue(loop.getStep()[dim]);
    if (!lower || !upper || !step || *step <= 0)
      return std::nullopt;
    return (*upper - *lower + *step - 1) / *step;
  }

  SmallVector<scf::ParallelOp> getOutermostLoops() {
    SmallVector<scf::ParallelOp> outermost;
    getOperation().walk([&](scf::ParallelOp loop) {
      if (!loop->getParentOfType<scf::ParallelOp>())
        outermost.push_back(loop);
    });
    return outermost;
  }
};

} // namespace

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

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_TILEPARALLELLOOPS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

struct TileParallelLoopsPass
    : public mlir::cuda_agent::impl::TileParallelLoopsBase<
          TileParallelLoopsPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<scf::ParallelOp> outermost;
    getOperation().walk([&](scf::ParallelOp loop) {
      if (!loop->getParentOfType<scf::ParallelOp>())
        outermost.push_back(loop);
    });
    for (scf::ParallelOp loop : outermost) {
      SmallVector<int64_t> tiles(loop.getNumLoops(), 1);
      tiles.back() = threads;
      // Guards instead of min bounds: the thread loop keeps a constant
      // trip count, which the GPU mapping needs.
      scf::tileParallelLoop(loop, tiles, /*noMinMaxBounds=*/true);
    }
  }
};

} // namespace

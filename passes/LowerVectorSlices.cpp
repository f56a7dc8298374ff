//===- LowerVectorSlices.cpp - strided vector slices to shuffles ----------===//
//
// convert-vector-to-llvm rewrites strided slices into shuffles before it
// converts, but the NVVM lowering of kernels (convert-gpu-to-nvvm) does not:
// a vector.extract_strided_slice left in a kernel fails the translation to
// LLVM IR. Reductions split over threads leave such slices (partial results
// read from shared memory as one vector, then cut per output).
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_LOWERVECTORSLICES
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

struct LowerVectorSlicesPass
    : public mlir::cuda_agent::impl::LowerVectorSlicesBase<
          LowerVectorSlicesPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    vector::populateVectorInsertExtractStridedSliceTransforms(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

//===- SwizzleKernelSharedMemory.cpp - nvgpu's swizzle, per kernel --------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/NVGPU/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_SWIZZLEKERNELSHAREDMEMORY
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

struct SwizzleKernelSharedMemoryPass
    : public mlir::cuda_agent::impl::SwizzleKernelSharedMemoryBase<
          SwizzleKernelSharedMemoryPass> {
  void runOnOperation() override {
    SmallVector<memref::AllocOp> buffers;
    getOperation().walk([&](memref::AllocOp alloc) {
      if (nvgpu::NVGPUDialect::hasSharedMemoryAddressSpace(alloc.getType()))
        buffers.push_back(alloc);
    });
    for (memref::AllocOp alloc : buffers) {
      // The kernel: its outermost loop over blocks or its launch.
      Operation *kernel = getOperation();
      for (Operation *parent = alloc->getParentOp(); parent != getOperation();
           parent = parent->getParentOp())
        if (isa<scf::ForallOp, gpu::LaunchOp>(parent))
          kernel = parent;
      // A buffer it cannot take (a subview of it, accesses it does not
      // know) or need not (rows too short to conflict) stays as it is.
      (void)nvgpu::optimizeSharedMemoryReadsAndWrites(kernel,
                                                      alloc.getMemref());
    }
  }
};

} // namespace

//===- IntegerMemorySpaces.cpp - GPU memory spaces as NVVM's integers -----===//
//
// Tensor-core schedules stage operands in `#gpu.address_space<workgroup>`
// memory, the only shared-memory spelling convert-vector-to-gpu turns into
// ldmatrix. The kernel lowering before the NVVM pipeline (and the host
// side's) has no mapping for the attribute; NVVM's integer spaces need none.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_INTEGERMEMORYSPACES
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

struct IntegerMemorySpacesPass
    : public mlir::cuda_agent::impl::IntegerMemorySpacesBase<
          IntegerMemorySpacesPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    AttrTypeReplacer replacer;
    replacer.addReplacement(
        [context](gpu::AddressSpaceAttr space) -> std::optional<Attribute> {
          switch (space.getValue()) {
          case gpu::AddressSpace::Workgroup:
            return IntegerAttr::get(IntegerType::get(context, 64),
                                    int64_t(NVVM::NVVMMemorySpace::Shared));
          case gpu::AddressSpace::Private:
            return IntegerAttr::get(IntegerType::get(context, 64),
                                    int64_t(NVVM::NVVMMemorySpace::Local));
          case gpu::AddressSpace::Global:
            return std::nullopt;
          }
          return std::nullopt;
        });
    replacer.recursivelyReplaceElementsIn(getOperation(), /*replaceAttrs=*/true,
                                          /*replaceLocs=*/false,
                                          /*replaceTypes=*/true);
  }
};

} // namespace

//===- ExternDynamicSharedMemory.cpp - dynamic shared memory, extern ------===//

#include "passes/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_EXTERNDYNAMICSHAREDMEMORY
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

// The 128-byte swizzle's pattern repeats every 1024 bytes; TMA and wgmma
// read it from the address bits.
constexpr int64_t kAlignment = 1024;

struct ExternDynamicSharedMemoryPass
    : public mlir::cuda_agent::impl::ExternDynamicSharedMemoryBase<
          ExternDynamicSharedMemoryPass> {
  void runOnOperation() override {
    SmallVector<gpu::DynamicSharedMemoryOp> uses;
    getOperation().walk(
        [&](gpu::DynamicSharedMemoryOp op) { uses.push_back(op); });
    // One declaration per symbol table (the module, or a gpu.module).
    llvm::DenseMap<Operation *, memref::GlobalOp> declarations;
    for (gpu::DynamicSharedMemoryOp op : uses) {
      Operation *table = SymbolTable::getNearestSymbolTable(op);
      auto resultType = cast<MemRefType>(op.getType());
      auto globalType = MemRefType::get({0}, resultType.getElementType(),
                                        MemRefLayoutAttrInterface(),
                                        resultType.getMemorySpace());
      memref::GlobalOp &global = declarations[table];
      if (!global) {
        OpBuilder builder =
            OpBuilder::atBlockBegin(&table->getRegion(0).front());
        global = memref::GlobalOp::create(
            builder, op.getLoc(), "__cuda_agent_dynamic_shared_memory",
            /*sym_visibility=*/builder.getStringAttr("public"), globalType,
            /*initial_value=*/Attribute(), /*constant=*/false,
            builder.getI64IntegerAttr(kAlignment));
        SymbolTable(table).insert(global);
      }
      OpBuilder builder(op);
      Value base = memref::GetGlobalOp::create(builder, op.getLoc(), globalType,
                                               global.getSymName());
      Value view =
          memref::CastOp::create(builder, op.getLoc(), resultType, base);
      op.replaceAllUsesWith(view);
      op.erase();
    }
  }
};

} // namespace

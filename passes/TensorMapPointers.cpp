//===- TensorMapPointers.cpp - TMA descriptors reach kernels as pointers --===//
//
// The NVVM pipeline converts `!nvgpu.tensormap.descriptor` values to
// `!llvm.ptr` in op conversions, but its conversion of gpu.func signatures
// has no rule for the type: a kernel outlined before the pipeline (ours are,
// to record their launches) with a descriptor argument fails to legalize.
// Written as pointers with casts on both sides, the signature is LLVM's
// already and the casts fold into the descriptor ops' conversions.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_TENSORMAPPOINTERS
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;

namespace {

struct TensorMapPointersPass
    : public mlir::cuda_agent::impl::TensorMapPointersBase<
          TensorMapPointersPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto pointer = LLVM::LLVMPointerType::get(module.getContext());
    auto isTensorMap = [](Type type) {
      return isa<nvgpu::TensorMapDescriptorType>(type);
    };

    module.walk([&](gpu::GPUFuncOp kernel) {
      if (!kernel.isKernel() ||
          llvm::none_of(kernel.getArgumentTypes(), isTensorMap))
        return;
      Block &entry = kernel.getBody().front();
      OpBuilder builder = OpBuilder::atBlockBegin(&entry);
      SmallVector<Type> inputs;
      for (BlockArgument argument : entry.getArguments()) {
        Type type = argument.getType();
        if (isTensorMap(type)) {
          argument.setType(pointer);
          auto cast = UnrealizedConversionCastOp::create(
              builder, kernel.getLoc(), type, ValueRange{argument});
          argument.replaceAllUsesExcept(cast.getResult(0), cast);
        }
        inputs.push_back(argument.getType());
      }
      kernel.setFunctionType(builder.getFunctionType(inputs, {}));
    });

    module.walk([&](gpu::LaunchFuncOp launch) {
      OpBuilder builder(launch);
      for (OpOperand &operand : launch.getKernelOperandsMutable()) {
        if (!isTensorMap(operand.get().getType()))
          continue;
        auto cast = UnrealizedConversionCastOp::create(
            builder, launch.getLoc(), pointer, ValueRange{operand.get()});
        operand.set(cast.getResult(0));
      }
    });
  }
};

} // namespace

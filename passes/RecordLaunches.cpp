//===- RecordLaunches.cpp - record gpu.launch_func as launch plans --------===//

#include "dialects/CudaAgent/CudaAgentAttrs.h"
#include "passes/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::cuda_agent {
#define GEN_PASS_DEF_RECORDLAUNCHES
#include "passes/Passes.h.inc"
} // namespace mlir::cuda_agent

using namespace mlir;
using namespace mlir::cuda_agent;

namespace {

FailureOr<SmallVector<int64_t>> getConstantSizes(gpu::LaunchFuncOp launch,
                                                 gpu::KernelDim3 dims,
                                                 StringRef what) {
  SmallVector<int64_t> sizes;
  for (Value size : {dims.x, dims.y, dims.z}) {
    std::optional<int64_t> constant = getConstantIntValue(size);
    if (!constant)
      return launch.emitOpError()
             << what << " size is not a constant; only static launches can "
                        "be recorded";
    sizes.push_back(*constant);
  }
  return sizes;
}

/// The index of the host function argument that `value` is; otherwise
/// (an intermediate buffer) -1 - k for the k-th distinct such value.
int64_t getHostArgumentIndex(Value value,
                             llvm::DenseMap<Value, int64_t> &temporaries) {
  auto argument = dyn_cast<BlockArgument>(value);
  auto function =
      argument ? dyn_cast<FunctionOpInterface>(argument.getOwner()->getParentOp())
               : nullptr;
  if (function && argument.getOwner() == &function.getFunctionBody().front())
    return argument.getArgNumber();
  return temporaries.try_emplace(value, -1 - int64_t(temporaries.size()))
      .first->second;
}

FailureOr<LaunchAttr> recordLaunch(gpu::LaunchFuncOp launch,
                                   llvm::DenseMap<Value, int64_t> &temporaries) {
  if (launch.hasClusterSize())
    return launch.emitOpError("uses thread-block clusters, which launch "
                              "plans do not describe yet");
  int64_t dynamicSharedMemory = 0;
  if (Value size = launch.getDynamicSharedMemorySize()) {
    std::optional<int64_t> constant = getConstantIntValue(size);
    if (!constant)
      return launch.emitOpError("dynamic shared memory size is not a "
                                "constant; only static launches can be "
                                "recorded");
    dynamicSharedMemory = *constant;
  }
  FailureOr<SmallVector<int64_t>> grid =
      getConstantSizes(launch, launch.getGridSizeOperandValues(), "grid");
  if (failed(grid))
    return failure();
  FailureOr<SmallVector<int64_t>> block =
      getConstantSizes(launch, launch.getBlockSizeOperandValues(), "block");
  if (failed(block))
    return failure();

  // A buffer the kernel allocates (a per-thread one too large for its
  // stack: promote-buffers-to-stack left it) would be a device malloc,
  // which the driver does not link; LLVM can also spend minutes unrolling
  // the loops over it. Refused here, before the NVVM pipeline.
  if (auto kernel = SymbolTable::lookupNearestSymbolFrom<gpu::GPUFuncOp>(
          launch, launch.getKernel())) {
    memref::AllocOp allocation;
    kernel.walk([&](memref::AllocOp alloc) {
      allocation = alloc;
      return WalkResult::interrupt();
    });
    if (allocation)
      return launch.emitOpError()
             << "kernel allocates " << allocation.getType()
             << " per thread: more than its stack holds, a device malloc "
                "launch plans cannot run (the schedule keeps too much per "
                "thread)";
  }

  SmallVector<MemRefType> args;
  SmallVector<int64_t> hostArgs;
  SmallVector<Type> tensorMaps;
  for (auto [index, operandValue] :
       llvm::enumerate(launch.getKernelOperands())) {
    Value operand = operandValue;
    // A TMA descriptor stands for the buffer it was created over.
    Type tensorMap = NoneType::get(launch.getContext());
    if (auto map = operand.getDefiningOp<nvgpu::TmaCreateDescriptorOp>()) {
      auto cast = map.getTensor().getDefiningOp<memref::CastOp>();
      if (!cast)
        return launch.emitOpError()
               << "kernel operand #" << index
               << " is a TMA descriptor not made over a ranked buffer cast "
                  "to unranked; launch plans cannot name its buffer";
      tensorMap = map.getType();
      operand = cast.getSource();
    }
    auto type = dyn_cast<MemRefType>(operand.getType());
    if (!type)
      return launch.emitOpError()
             << "kernel operand #" << index << " has type " << operand.getType()
             << "; launch plans pass only memrefs and TMA descriptors "
                "(constants are sunk into the kernel by outlining)";
    // A constant tensor (a model's weights) bufferizes to a constant
    // global: its values would be lost as a temporary buffer.
    auto global = operand.getDefiningOp<memref::GetGlobalOp>();
    auto definition =
        global ? SymbolTable::lookupNearestSymbolFrom<memref::GlobalOp>(
                     launch, global.getNameAttr())
               : memref::GlobalOp();
    if (definition && definition.getConstant() && definition.getInitialValue())
      return launch.emitOpError()
             << "kernel operand #" << index << " is the constant @"
             << global.getName()
             << " (weights); launch plans do not carry constant data: make "
                "weights arguments first (cuda-agent-opt "
                "--cuda-agent-torch-to-kernel)";
    args.push_back(type);
    hostArgs.push_back(getHostArgumentIndex(operand, temporaries));
    tensorMaps.push_back(tensorMap);
  }
  // Only launches with a descriptor say so.
  if (llvm::all_of(tensorMaps, llvm::IsaPred<NoneType>))
    tensorMaps.clear();
  // The attribute's verifier checks the launch limits and argument types.
  auto recorded = LaunchAttr::getChecked(
      [&] { return launch.emitOpError(); }, launch.getContext(),
      launch.getKernel(), ArrayRef<int64_t>(*grid), ArrayRef<int64_t>(*block),
      ArrayRef<MemRefType>(args), ArrayRef<int64_t>(hostArgs),
      dynamicSharedMemory, ArrayRef<Type>(tensorMaps));
  if (!recorded)
    return failure();
  return recorded;
}

struct RecordLaunchesPass
    : public mlir::cuda_agent::impl::RecordLaunchesBase<RecordLaunchesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<Attribute> launches;
    Operation *hostFunction = nullptr;
    llvm::DenseMap<Value, int64_t> temporaries;
    WalkResult result = module.walk([&](gpu::LaunchFuncOp launch) {
      // Host argument indices refer to one entry function.
      auto function = launch->getParentOfType<FunctionOpInterface>();
      if (hostFunction && function != hostFunction) {
        launch.emitOpError("is in a second host function; a launch plan "
                           "describes the kernels of one entry function");
        return WalkResult::interrupt();
      }
      hostFunction = function;
      FailureOr<LaunchAttr> recorded = recordLaunch(launch, temporaries);
      if (failed(recorded))
        return WalkResult::interrupt();
      launches.push_back(*recorded);
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      return signalPassFailure();
    module->setAttr(kLaunchesAttrName,
                    ArrayAttr::get(module.getContext(), launches));
  }
};

} // namespace

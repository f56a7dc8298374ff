//===- Pipelines.cpp - cuda-agent pass pipelines --------------------------===//

#include "passes/Passes.h"

#include "mlir/Conversion/SCFToGPU/SCFToGPUPass.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVMPass.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/Pipelines/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace {
// Largest buffer a thread keeps in private memory: 128 values of 8 bytes
// (kMaxOutputsPerThread in float64).
constexpr unsigned kMaxPrivateBufferBytes = 1024;
} // namespace

void mlir::cuda_agent::buildLowerToPTXPipeline(OpPassManager &pm,
                                         const LowerToPTXOptions &options) {
  // Powers by constants become multiplications and roots (math.powf goes
  // through exp and log, 14x slower in a row norm). math.fpowi (torch-mlir's
  // x.pow(2)) computed wrong results on the H200 through the NVVM lowering
  // (an RMSNorm 573x off its reference): what remains of those expands to
  // multiplications (a variable exponent, math.powf).
  // Shared memory in the GPU dialect's space (as upstream's tensor-core
  // recipes leave it; the mma schedules convert theirs already) as NVVM's
  // address space 3, which every later lowering takes.
  // Dynamic shared memory (wgmma's stages) as PTX's extern array.
  pm.addPass(createExternDynamicSharedMemory());
  pm.addPass(createIntegerMemorySpaces());
  pm.addPass(createSimplifyPowers());
  // Divisions by constants (the erf GELU's x / sqrt(2)) as multiplications.
  pm.addPass(createMultiplyByReciprocals());
  math::MathExpandOpsPassOptions expandPowers;
  expandPowers.opMnemonics = {"fpowi"};
  pm.addPass(math::createMathExpandOpsPass(expandPowers));
  // What is not in a launch yet (all of the float64 reference, the padding
  // a schedule leaves on the host): one thread per output element, in
  // blocks along the innermost dimension; reduction loops stay serial
  // inside each thread.
  pm.addNestedPass<func::FuncOp>(createLaunchHostOps());
  pm.addNestedPass<func::FuncOp>(
      createTileParallelLoops({options.hostOpThreads}));
  pm.addNestedPass<func::FuncOp>(
      createGpuMapParallelLoopsPass({/*mappingPolicyStr=*/"innermost-first"}));
  pm.addNestedPass<func::FuncOp>(createConvertParallelLoopToGpuPass());
  // Launch sizes become constants (the launch plan records them).
  pm.addPass(createCanonicalizerPass());
  // Accumulators the schedule left in memory (a thread loop inside a K loop
  // that stages operands in shared memory) move into registers, once index
  // computations are hoisted and shared.
  pm.addPass(createLoopInvariantCodeMotionPass());
  pm.addPass(createCSEPass());
  // Row kernels' stages read the input at the same addresses: once is
  // enough (each thread keeps its share in registers across barriers).
  pm.addNestedPass<func::FuncOp>(createForwardReadOnlyLoads());
  pm.addNestedPass<func::FuncOp>(createHoistAccumulators());
  // f16/bf16 accumulators now carried by staged K loops stay f32 across them.
  pm.addNestedPass<func::FuncOp>(createWidenAccumulators());
  // Register tiles' outer products as scalar FMAs in serpentine order, now
  // that their accumulators are loop-carried values (CSE first: the pieces
  // of a striped tile read the same elements of A, which is one row).
  pm.addPass(createCSEPass());
  pm.addNestedPass<func::FuncOp>(createSerpentineFmas());
  // Strided vector slices become shuffles, which the NVVM lowering takes.
  pm.addNestedPass<func::FuncOp>(createLowerVectorSlices());
  // Wide loads and stores where the addresses allow (before outlining, while
  // buffers are still the host function's arguments).
  pm.addNestedPass<func::FuncOp>(createAlignVectorAccesses());
  // What the schedule left as linalg on buffers (scalar code) becomes loops.
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  // Constants, index computations and views move into the launch body, so
  // that kernels take only whole buffers.
  pm.addNestedPass<func::FuncOp>(createSinkIntoLaunches());
  // A tensor the schedule did not fuse away (a pooled tile before its
  // epilogue) is a per-thread buffer: thread-private memory, which LLVM
  // keeps in registers where its indices are constants, not a device malloc.
  bufferization::PromoteBuffersToStackPassOptions stack;
  stack.maxAllocSizeInBytes = kMaxPrivateBufferBytes;
  pm.addNestedPass<func::FuncOp>(
      bufferization::createPromoteBuffersToStackPass(stack));
  pm.addPass(createGpuKernelOutliningPass());
  // Drops host-side copies of globals that outlining moved into the kernels
  // (e.g. shared-memory buffers from memref.alloca_to_global).
  pm.addPass(createSymbolDCEPass());
  pm.addPass(createRecordLaunches());
  pm.addPass(createTensorMapPointers());
  // Vector operations become LLVM's inside the kernels now: the NVVM
  // pipeline canonicalizes before it converts, which re-forms N-D
  // vector.shape_casts that its conversion does not take (a per-thread
  // accumulator of 2x1x1 values read as 2 lanes;
  // test/Pipelines/lower-to-ptx-shape-cast.mlir); convert-vector-to-llvm
  // lowers them first.
  pm.addNestedPass<gpu::GPUModuleOp>(createConvertVectorToLLVMPass());

  gpu::GPUToNVVMPipelineOptions nvvm;
  nvvm.cubinChip = options.chip.getValue();
  nvvm.cubinFeatures = options.features.getValue();
  nvvm.cubinFormat = options.format.getValue();
  nvvm.optLevel = options.optLevel.getValue();
  // Statically shaped memrefs reach kernels as plain pointers, which is what
  // the launch plan describes.
  nvvm.kernelUseBarePtrCallConv = true;
  gpu::buildLowerToNVVMPassPipeline(pm, nvvm);
}

void mlir::cuda_agent::buildReferenceToPTXPipeline(
    OpPassManager &pm, const ReferenceToPTXOptions &options) {
  if (options.widen)
    pm.addPass(createWidenFloats());
  bufferization::OneShotBufferizePassOptions bufferization;
  bufferization.bufferizeFunctionBoundaries = true;
  bufferization.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferization));
  // The schedule-free path to the GPU (every op left on the host, in
  // cuda-agent-lower-to-ptx), with reduction loops inside parallel ones.
  pm.addNestedPass<func::FuncOp>(createReductionsInnermost());
  LowerToPTXOptions lowering;
  lowering.chip = options.chip.getValue();
  lowering.format = options.format.getValue();
  lowering.hostOpThreads = options.threads.getValue();
  buildLowerToPTXPipeline(pm, lowering);
}

void mlir::cuda_agent::buildTorchToKernelPipeline(OpPassManager &pm) {
  // The argmax next to a max, the keepdim unit dimensions and the weight
  // transposes go first: what remains are the contractions, reductions and
  // elementwise ops a kernel is made of.
  pm.addNestedPass<func::FuncOp>(createEraseUnimplementedAsserts());
  pm.addNestedPass<func::FuncOp>(createEraseUnusedResults());
  pm.addNestedPass<func::FuncOp>(createInlineConstantOperands());
  pm.addNestedPass<func::FuncOp>(createWidenReductions());
  pm.addNestedPass<func::FuncOp>(createFoldUnitBroadcasts());
  pm.addNestedPass<func::FuncOp>(createFoldOperandTransposes());
  pm.addNestedPass<func::FuncOp>(createFoldOperandExtensions());
  pm.addNestedPass<func::FuncOp>(createExpandPoolingWindows());
  pm.addNestedPass<func::FuncOp>(createConvolutionsToGemm());
  pm.addNestedPass<func::FuncOp>(createFoldElementwiseReshapes());
  pm.addNestedPass<func::FuncOp>(createCollapseElementwiseDims());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addNestedPass<func::FuncOp>(createMergeResultGenerics());
  // After CSE, which merges equal fills.
  pm.addNestedPass<func::FuncOp>(createDuplicateSharedFills());
  pm.addPass(createWeightsToArguments());
  pm.addPass(createResultsToDestinations());
}

void mlir::cuda_agent::buildTorchBackendPipeline(OpPassManager &pm) {
  buildTorchToKernelPipeline(pm);
  pm.addPass(createFormDispatchRegions());
}

void mlir::cuda_agent::registerCudaAgentPassesAndPipelines() {
  registerCudaAgentPasses();
  PassPipelineRegistration<LowerToPTXOptions>(
      "cuda-agent-lower-to-ptx",
      "Outline GPU kernels, record their launches and lower to LLVM with the "
      "kernels serialized as PTX",
      buildLowerToPTXPipeline);
  PassPipelineRegistration<ReferenceToPTXOptions>(
      "cuda-agent-reference-to-ptx",
      "The kernel in float64 through upstream's schedule-free GPU path "
      "(parallel loops, one thread per output element), lowered to PTX: the "
      "reference candidates are checked against",
      buildReferenceToPTXPipeline);
  PassPipelineRegistration<>(
      "cuda-agent-torch-to-kernel",
      "torch-mlir's linalg-on-tensors output (after "
      "torch-backend-to-linalg-on-tensors-backend-pipeline) in the form of a "
      "kernel: unused results erased, keepdim unit dimensions folded, "
      "pooling windows and convolutions rewritten, weights and results made "
      "arguments",
      buildTorchToKernelPipeline);
  PassPipelineRegistration<>(
      "cuda-agent-torch-backend-pipeline",
      "The backend of torch-mlir's linalg-on-tensors output (after "
      "torch-backend-to-linalg-on-tensors-backend-pipeline) for a whole "
      "model: cuda-agent-torch-to-kernel, then each dispatch region outlined "
      "into a function of its own (cuda-agent-form-dispatch-regions), the "
      "kernels `cuda-agent compile` schedules and joins into one plan",
      buildTorchBackendPipeline);
}

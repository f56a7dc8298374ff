//===- Passes.h - cuda-agent passes and pipelines ---------------*- C++ -*-===//

#ifndef CUDA_AGENT_PASSES_PASSES_H
#define CUDA_AGENT_PASSES_PASSES_H

#include "dialects/CudaAgent/CudaAgentDialect.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassOptions.h"

#include <string>

namespace mlir {
class OpPassManager;
namespace cuda_agent {

/// Name of the module attribute that holds the recorded launches.
constexpr llvm::StringLiteral kLaunchesAttrName = "cuda_agent.launches";
/// Name of the argument attribute that holds a weight's value (the tensor
/// constant that cuda-agent-weights-to-arguments made an argument).
constexpr llvm::StringLiteral kWeightAttrName = "cuda_agent.weight";

#define GEN_PASS_DECL
#include "passes/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "passes/Passes.h.inc"

/// Options of the `cuda-agent-lower-to-ptx` pipeline.
struct LowerToPTXOptions : public PassPipelineOptions<LowerToPTXOptions> {
  PassOptions::Option<std::string> chip{
      *this, "chip", llvm::cl::desc("GPU architecture to generate PTX for"),
      llvm::cl::init("sm_90a")};
  PassOptions::Option<std::string> features{
      *this, "features", llvm::cl::desc("PTX features (ISA version)"),
      llvm::cl::init("+ptx80")};
  PassOptions::Option<int> optLevel{
      *this, "opt-level", llvm::cl::desc("LLVM optimization level of the NVPTX backend"),
      llvm::cl::init(3)};
  PassOptions::Option<std::string> format{
      *this, "format",
      llvm::cl::desc("How kernels are serialized: 'isa' (PTX, which the "
                     "driver compiles when it loads it) or 'bin' (a cubin "
                     "for `chip`, compiled now by the CUDA toolkit's ptxas)"),
      llvm::cl::init("isa")};
  PassOptions::Option<int64_t> hostOpThreads{
      *this, "host-op-threads",
      llvm::cl::desc("Threads per block (along the innermost dimension) of "
                     "the launches made of ops not in a gpu.launch yet"),
      llvm::cl::init(256)};
};

/// Makes the ops outside launches launches of their own (one thread per
/// output element), then outlines GPU kernels, records their launches and lowers the module to
/// LLVM with each kernel serialized as PTX or a cubin (bare-pointer kernel
/// arguments).
void buildLowerToPTXPipeline(OpPassManager &pm, const LowerToPTXOptions &options);

/// Options of the `cuda-agent-reference-to-ptx` pipeline.
struct ReferenceToPTXOptions
    : public PassPipelineOptions<ReferenceToPTXOptions> {
  PassOptions::Option<int64_t> threads{
      *this, "threads",
      llvm::cl::desc("Threads per block along the innermost output dimension"),
      llvm::cl::init(256)};
  PassOptions::Option<std::string> chip{
      *this, "chip", llvm::cl::desc("GPU architecture to generate PTX for"),
      llvm::cl::init("sm_90a")};
  PassOptions::Option<std::string> format{
      *this, "format",
      llvm::cl::desc("'isa' (PTX) or 'bin' (cubin), as in "
                     "cuda-agent-lower-to-ptx"),
      llvm::cl::init("isa")};
  PassOptions::Option<bool> widen{
      *this, "widen",
      llvm::cl::desc("Widen floats to f64 (the reference); false: the ops "
                     "in their own types (a model's layout ops between its "
                     "regions: concatenations, slices)"),
      llvm::cl::init(true)};
};

/// The float64 reference of a kernel on tensors: widens floats, bufferizes,
/// maps linalg through parallel loops to the GPU (no schedule) and lowers
/// with `buildLowerToPTXPipeline`.
void buildReferenceToPTXPipeline(OpPassManager &pm,
                                 const ReferenceToPTXOptions &options);

/// torch-mlir's linalg-on-tensors output in the form of a kernel: unused
/// results erased, keepdim unit dimensions folded, weights and results
/// made arguments (`cuda-agent-torch-to-kernel`).
void buildTorchToKernelPipeline(OpPassManager &pm);

/// A whole model from torch-mlir's linalg-on-tensors output: the kernel
/// form of `buildTorchToKernelPipeline`, then its dispatch regions outlined
/// (`cuda-agent-torch-backend-pipeline`).
void buildTorchBackendPipeline(OpPassManager &pm);

/// Registers the cuda-agent passes and named pipelines.
void registerCudaAgentPassesAndPipelines();

} // namespace cuda_agent
} // namespace mlir

#endif // CUDA_AGENT_PASSES_PASSES_H

//===- Passes.td - cuda-agent passes -----------------------*- tablegen -*-===//

#ifndef CUDA_AGENT_PASSES_TD
#define CUDA_AGENT_PASSES_TD

include "mlir/Pass/PassBase.td"

def RecordLaunches : Pass<"cuda-agent-record-launches", "::mlir::ModuleOp"> {
  let summary = "Record each gpu.launch_func as a #cuda_agent.launch on the module";
  let description = [{
    Runs after kernel outlining and before the lowering to NVVM/LLVM, while the
    launches still have constant grid/block sizes and memref operands. Each
    `gpu.launch_func` becomes one `#cuda_agent.launch` in the module's
    `cuda_agent.launches` array, in program order, so the launch plan survives
    the lowering (which turns operands into pointers) and can be exported next
    to the PTX.

    Before:

    ```mlir
    func.func @matmul(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32>) {
      gpu.launch_func @matmul_kernel::@matmul_kernel blocks in (%c4, %c4, %c1)
          threads in (%c16, %c16, %c1) args(%A : memref<64x64xf32>, ...)
    ```

    After: the same IR, and on the module

    ```mlir
    cuda_agent.launches = [#cuda_agent.launch<@matmul_kernel::@matmul_kernel,
        grid = [4, 4, 1], block = [16, 16, 1], args = [...], host_args = [0, 1, 2]>]
    ```

    Fails with a diagnostic on launches the runtime cannot replay: dynamic
    grid/block sizes, clusters, dynamic shared memory, async tokens, or
    operands that are not statically shaped identity-layout memrefs.
  }];
  let dependentDialects = ["::mlir::cuda_agent::CudaAgentDialect"];
}

def ExportKernels : Pass<"cuda-agent-export-kernels", "::mlir::ModuleOp"> {
  let summary = "Write the PTX of each gpu.binary and the launch plan to a directory";
  let description = [{
    Runs on a fully lowered module (after `cuda-agent-lower-to-ptx`). For each
    `gpu.binary` with an NVVM object it writes `<binary>.ptx` (assembly) or
    `<binary>.cubin` (binary) into `output-dir`, and it writes
    `launch.json` from the module's `cuda_agent.launches`: the kernel name,
    the file holding its code, grid and block sizes, and per argument the
    shape, element type and host argument index. The runtime reads these
    files; it needs no MLIR.
  }];
  let options = [
    Option<"outputDir", "output-dir", "std::string", /*default=*/"\".\"",
           "Directory that receives the kernel files and launch.json">,
  ];
}

#endif // CUDA_AGENT_PASSES_TD

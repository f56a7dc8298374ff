//===- CudaAgentAttrs.td - cuda_agent attributes -----------*- tablegen -*-===//

#ifndef CUDA_AGENT_ATTRS_TD
#define CUDA_AGENT_ATTRS_TD

include "CudaAgentBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

def CudaAgent_LaunchAttr : CudaAgent_Attr<"Launch", "launch"> {
  let summary = "How the host launches one GPU kernel";
  let description = [{
    One `gpu.launch_func` of a module, in the form the runtime consumes once
    the kernel is PTX: the kernel symbol (`@gpu_module::@kernel`), the grid
    and block sizes (x, y, z), the type of each kernel argument, and for each
    argument the index of the host function argument it is, or, negative,
    the temporary buffer it is (-1 - k for the module's temporary k: an
    intermediate the host function allocates, which the runtime allocates
    once and passes to every launch that names it).

    Arguments are statically shaped memrefs with the identity layout, which
    the kernel receives as bare pointers. Where `tensor_maps` gives an
    argument a `!nvgpu.tensormap.descriptor` (`none` elsewhere), the kernel
    receives instead a pointer to a TMA descriptor (`CUtensorMap`) over that
    buffer, with the descriptor type's box, swizzle, L2 promotion and
    out-of-bounds fill. `dynamic_shared_memory` is the bytes of dynamic
    shared memory each block is launched with.

    Example:

    ```mlir
    #cuda_agent.launch<@matmul_kernel::@matmul_kernel,
        grid = [16, 16, 1], block = [16, 16, 1],
        args = [memref<1024x1024xf32>, memref<1024x1024xf32>, memref<1024x1024xf32>],
        host_args = [0, 1, 2]>
    #cuda_agent.launch<@matmul_kernel::@matmul_kernel,
        grid = [32, 32, 1], block = [128, 1, 1],
        args = [memref<4096x4096xf16>, memref<4096x4096xf16>, memref<4096x4096xf32>],
        host_args = [0, 1, 2], dynamic_shared_memory = 131072,
        tensor_maps = [!nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>,
                           swizzle = swizzle_128b, l2promo = l2promo_256b,
                           oob = zero, interleave = none>, ..., none]>
    ```
  }];
  let parameters = (ins
    "::mlir::SymbolRefAttr":$kernel,
    ArrayRefParameter<"int64_t", "grid size (x, y, z)">:$grid,
    ArrayRefParameter<"int64_t", "block size (x, y, z)">:$block,
    ArrayRefParameter<"::mlir::MemRefType", "kernel argument types">:$args,
    ArrayRefParameter<"int64_t", "host argument index per kernel argument">:$host_args,
    DefaultValuedParameter<"int64_t", "0",
                           "dynamic shared memory bytes per block">:$dynamic_shared_memory,
    OptionalArrayRefParameter<"::mlir::Type",
        "per kernel argument: the TMA descriptor type the kernel receives "
        "over the buffer, or none">:$tensor_maps
  );
  let assemblyFormat = [{
    `<` $kernel `,` `grid` `=` `[` $grid `]` `,` `block` `=` `[` $block `]` `,`
    `args` `=` `[` $args `]` `,` `host_args` `=` `[` $host_args `]`
    (`,` `dynamic_shared_memory` `=` $dynamic_shared_memory^)?
    (`,` `tensor_maps` `=` `[` $tensor_maps^ `]`)? `>`
  }];
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Threads per block: the product of the block sizes.
    int64_t getThreadsPerBlock() const;
  }];
}

def CudaAgent_ScheduleAttr : CudaAgent_Attr<"Schedule", "schedule"> {
  let summary = "A kernel schedule: the optimization actions for its anchor op";
  let description = [{
    The schedule of a kernel, spelled as its action string (the grammar is in
    include/cuda-agent/Schedule/Schedule.h). Attached to a kernel's anchor op
    as `cuda_agent.schedule`, it is what `cuda-agent-apply-schedule` applies;
    on a module it records the complete schedule that was applied.

    The attribute holds the canonical form: actions in vocabulary order
    without spaces, whatever order they were written in.

    ```mlir
    %0 = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4,4);reduce(8)">}
        ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
        outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    ```
  }];
  let parameters = (ins StringRefParameter<"canonical action string">:$actions);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let builders = [
    AttrBuilder<(ins "const ::cuda_agent::Schedule &":$schedule)>
  ];
  let extraClassDeclaration = [{
    /// The schedule (always parses: the verifier checked it).
    ::cuda_agent::Schedule getSchedule() const;
  }];
}

#endif // CUDA_AGENT_ATTRS_TD

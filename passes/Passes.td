//===- Passes.td - cuda-agent passes -----------------------*- tablegen -*-===//

#ifndef CUDA_AGENT_PASSES_TD
#define CUDA_AGENT_PASSES_TD

include "mlir/Pass/PassBase.td"

def ApplySchedule : Pass<"cuda-agent-apply-schedule", "::mlir::ModuleOp"> {
  let summary = "Apply a schedule to the kernel: tile, vectorize, bufferize, map to the GPU";
  let description = [{
    Takes the module's kernel (its one function with linalg ops on tensors),
    resolves the schedule against the kernel's anchor op and applies it with
    the upstream Transform-dialect interpreter, through the script that
    `cuda-agent-emit-transform` prints. The schedule is the `schedule` option
    (an action string, docs/SCHEDULES.md), else the anchor's
    `cuda_agent.schedule` attribute, else the default schedule; absent actions
    take their defaults. An illegal schedule is an error naming the action and
    the rule, on the anchor op.

    After the pass the function holds a `gpu.launch` on buffers, ready for
    `cuda-agent-lower-to-ptx`; the module records the complete schedule as
    `cuda_agent.schedule = #cuda_agent.schedule<"...">`.

    ```mlir
    // cuda-agent-opt --cuda-agent-apply-schedule="schedule=block(64,64);thread(4,4);reduce(8)"
    func.func @matmul(%a: tensor<1024x1024xf32>, ...) -> tensor<1024x1024xf32> {
      %fill = linalg.fill ...
      %0 = linalg.matmul ins(%a, %b : ...) outs(%fill : ...) -> ...
    ```
    becomes a `gpu.launch` of a 16x16 grid of 16x16 threads, each computing
    a 4x4 tile with vector FMAs over K in steps of 8.
  }];
  let options = [
    Option<"schedule", "schedule", "std::string", /*default=*/"\"\"",
           "Action string for the kernel (overrides the anchor's attribute)">,
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::cuda_agent::CudaAgentDialect", "::mlir::gpu::GPUDialect",
    "::mlir::linalg::LinalgDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect", "::mlir::tensor::TensorDialect",
    "::mlir::transform::TransformDialect", "::mlir::vector::VectorDialect",
  ];
}

def EmitTransform : Pass<"cuda-agent-emit-transform", "::mlir::ModuleOp"> {
  let summary = "Add the transform script of the kernel's schedule to the module";
  let description = [{
    Resolves the schedule as `cuda-agent-apply-schedule` does, tags the anchor
    (`cuda_agent.anchor`) and its init fills (`cuda_agent.init_fill`), and
    appends the Transform-dialect `@__transform_main` that applies it to the
    module. The result runs with upstream
    `mlir-opt --transform-interpreter`: the schedule as a replayable script.
  }];
  let options = [
    Option<"schedule", "schedule", "std::string", /*default=*/"\"\"",
           "Action string for the kernel (overrides the anchor's attribute)">,
  ];
  let dependentDialects = [
    "::mlir::cuda_agent::CudaAgentDialect",
    "::mlir::transform::TransformDialect",
  ];
}

def AlignVectorAccesses : Pass<"cuda-agent-align-vector-accesses",
                                "::mlir::func::FuncOp"> {
  let summary = "Prove and record the byte alignment of vector loads and stores";
  let description = [{
    A `vector.load`/`vector.store` of a 1-D vector lowers to one LLVM access
    whose alignment decides the PTX: without it a `vector<4xf32>` becomes four
    `ld.global.b32`, with 16 bytes one `ld.global.v4.f32`. This pass proves
    alignments and sets the ops' `alignment` attribute.

    The address is the base of the memref's root (a function argument,
    assumed `argument-alignment`-byte aligned: the runtime's device
    allocations are 256-byte aligned; or a shared-memory global aligned at
    least as much) plus the linear offset through the chain of
    `memref.subview`s, casts and reshapes, with static strides. A view
    carried through an `scf.for`'s iter_args (a pipeline's rotating stage
    buffers), or the loop's result, is aligned as its init and every
    yielded view are. The offset's largest
    provable divisor comes from its structure: constants, sums (gcd),
    products by constants, `affine.apply`, and `scf.for` induction variables
    (gcd of lower bound and step); anything else (thread and block ids,
    loaded values) divides by 1 only. Accesses with dynamic strides or other
    roots keep their element alignment.
  }];
  let options = [
    Option<"argumentAlignment", "argument-alignment", "int64_t",
           /*default=*/"16",
           "Byte alignment assumed for memref function arguments">,
  ];
}

def ForwardReadOnlyLoads : Pass<"cuda-agent-forward-read-only-loads",
                                 "::mlir::func::FuncOp"> {
  let summary = "Reuse values loaded from read-only buffers across barriers";
  let description = [{
    Inside each `gpu.launch`, a `vector.load` or `memref.load` from a buffer
    the launch never writes is replaced by an identical load (same buffer,
    same index values, same type) that dominates it, even across
    `gpu.barrier`s. Row kernels read their input once per stage (the row
    maximum, the sum of exponentials, the quotients of a softmax) with the
    same per-thread addresses; after this pass each thread keeps its share
    of the row in registers and the input is read once.

    A buffer counts as read-only when it is (a view of) an argument of the
    function and no op in the launch writes it or a view of it; an op whose writes the
    pass cannot attribute to a buffer (unknown effects) stops the pass for
    that launch. `gpu.barrier` orders memory, it does not write it. Distinct
    function arguments are distinct buffers (the runtime allocates each
    kernel buffer separately). Run `cse` first, so that equal indices are
    the same values.

    ```mlir
    %a = vector.load %x[%row, %i] : memref<4096x4096xf32>, vector<8xf32>
    gpu.barrier
    %b = vector.load %x[%row, %i] : memref<4096x4096xf32>, vector<8xf32>
    ```
    `%b`'s uses take `%a`; the second load is erased.
  }];
}

def HoistAccumulators : Pass<"cuda-agent-hoist-accumulators",
                              "::mlir::func::FuncOp"> {
  let summary = "Keep loop-carried accumulators in registers instead of memory";
  let description = [{
    When a loop loads a vector from a buffer at the top of each iteration and
    stores it back to the same place at the end (the C tile of a matmul whose
    K loop also stages A and B through shared memory, so that the thread
    loop sits inside the K loop), the pass loads it once before the loop,
    carries it as an `iter_args` value and stores it once after the loop.

    Accesses (`vector.load`/`store`, in-bounds unmasked minor-identity
    `vector.transfer_read`/`write`) are compared through their root buffer
    and affine offsets, following rank-preserving unit-stride subviews. A
    pair is hoisted when its offsets are loop-invariant and every other
    access in the loop to the same root provably touches other elements
    (constant distances at least the box's extent). `gpu.barrier`s, and
    the grouping of and waits for `cp.async` copies (`nvgpu`), do not block
    hoisting; any access the pass cannot attribute to a root does (a view
    carried through the loop's iter_args has the root of every view
    entering it).
    Distinct roots do not overlap: function arguments are distinct buffers
    (the runtime allocates each kernel buffer separately), globals are
    compared by symbol. Run `loop-invariant-code-motion` and `cse` first,
    so that index computations sit outside the loop.

    ```mlir
    scf.for %k = %c0 to %c1024 step %c8 {
      %acc = vector.load %C[%i, %j] : memref<1024x1024xf32>, vector<4xf32>
      %sum = vector.fma %a, %b, %acc : vector<4xf32>
      vector.store %sum, %C[%i, %j] : memref<1024x1024xf32>, vector<4xf32>
      gpu.barrier
    }
    ```
    becomes
    ```mlir
    %init = vector.load %C[%i, %j] : memref<1024x1024xf32>, vector<4xf32>
    %acc = scf.for %k = %c0 to %c1024 step %c8 iter_args(%acc = %init) ... {
      %sum = vector.fma %a, %b, %acc : vector<4xf32>
      gpu.barrier
      scf.yield %sum : vector<4xf32>
    }
    vector.store %acc, %C[%i, %j] : memref<1024x1024xf32>, vector<4xf32>
    ```
  }];
}

def WidenAccumulators : Pass<"cuda-agent-widen-accumulators",
                              "::mlir::func::FuncOp"> {
  let summary = "Accumulate contractions of 16-bit floats in f32";
  let description = [{
    A `linalg.matmul` of f16 or bf16 into its own type computes every
    multiply-add in that type: rounded K times, a 512-deep bf16 dot product
    is off by several percent. cuBLAS, torch and tensor cores accumulate
    in f32 and round once; this pass makes the FMA code do the same.

    - A `vector.contract` whose accumulator is f16 or bf16 becomes a
      mixed-precision contraction into f32: `arith.extf` of the
      accumulator in, `arith.truncf` of the result out.
    - A value an `scf.for` carries in f16 or bf16 that the loop only
      extends to f32 and yields truncated from f32 is carried in f32: the
      init extended once before the loop, the result truncated once after.

    ```mlir
    %r = scf.for %k = ... iter_args(%acc = %c) -> (vector<4xbf16>) {
      %wide = arith.extf %acc : vector<4xbf16> to vector<4xf32>
      %sum = vector.fma %a, %b, %wide : vector<4xf32>
      %narrow = arith.truncf %sum : vector<4xf32> to vector<4xbf16>
      scf.yield %narrow : vector<4xbf16>
    }
    ```
    becomes
    ```mlir
    %init = arith.extf %c : vector<4xbf16> to vector<4xf32>
    %wide = scf.for %k = ... iter_args(%acc = %init) -> (vector<4xf32>) {
      %sum = vector.fma %a, %b, %acc : vector<4xf32>
      scf.yield %sum : vector<4xf32>
    }
    %r = arith.truncf %wide : vector<4xf32> to vector<4xbf16>
    ```
    The schedules of FMA code run it after vectorization (and the hoisting
    of accumulators on tensors); `cuda-agent-lower-to-ptx` again after
    `cuda-agent-hoist-accumulators`, whose accumulators of staged K loops
    are only carried from then on.
  }];
}

def SerpentineFmas : Pass<"cuda-agent-serpentine-fmas",
                           "::mlir::func::FuncOp"> {
  let summary = "Order a thread tile's multiply-adds row by row, serpentine";
  let description = [{
    The outer products of FMA code's register tile (`vector.fma` of a
    broadcast element of A, a vector of B and an accumulator vector) become
    scalar `math.fma`s in the order CUTLASS's SIMT GEMM issues them: each K
    step's products row by row (one element of A), the columns left to right
    in even rows and right to left in odd ones, all of a row's pieces
    (striped thread tiles) together. Consecutive FFMAs then share an operand
    (the register reuse cache) and the dispatcher stalls less: a 256x128
    block of 16x8 thread tiles on the H200 went from 0.84x to 0.87x of
    cuBLAS SGEMM at 4096^3 with this order (ptxas keeps PTX's order).

    ```mlir
    %a0 = vector.broadcast %x : f32 to vector<2xf32>
    %r0 = vector.fma %a0, %b, %acc0 : vector<2xf32>
    %a1 = vector.broadcast %y : f32 to vector<2xf32>
    %r1 = vector.fma %a1, %b, %acc1 : vector<2xf32>
    ```
    becomes (row 0 columns 0, 1; row 1 columns 1, 0)
    ```mlir
    %s00 = math.fma %x, %b0, %acc00 : f32
    %s01 = math.fma %x, %b1, %acc01 : f32
    %s11 = math.fma %y, %b1, %acc11 : f32
    %s10 = math.fma %y, %b0, %acc10 : f32
    %r0 = vector.from_elements %s00, %s01 : vector<2xf32>
    %r1 = vector.from_elements %s10, %s11 : vector<2xf32>
    ```
    The products of a block are grouped into K steps by their accumulator
    chains. All of them are rewritten at the place of the last one, so a
    block where another op uses a product before that place is left as it
    is. `cuda-agent-lower-to-ptx` runs it once accumulators are carried in
    registers (after `cuda-agent-hoist-accumulators`).
  }];
  let dependentDialects = ["::mlir::math::MathDialect",
                           "::mlir::vector::VectorDialect"];
}

def SinkIntoLaunches : Pass<"cuda-agent-sink-into-launches",
                             "::mlir::func::FuncOp"> {
  let summary = "Move the pure computations a gpu.launch uses into its body";
  let description = [{
    Clones into each `gpu.launch` body the ops without memory effects or
    regions whose results its body uses from outside, transitively:
    constants, index arithmetic, `affine.apply`, views (`memref.subview`,
    `cast`, `expand_shape`, `collapse_shape`, `dim`), and float arithmetic
    on constants (a BatchNorm's epsilon, truncated to f32 and broadcast to
    a vector, which canonicalization hoists out of the launch). After it,
    the values a launch captures are whole buffers and what the host
    computes with effects, which is what outlining turns into kernel
    arguments and what a launch plan can pass. It subsumes upstream's
    `gpu-launch-sink-index-computations`, which does not move views (a
    one-block grid lets canonicalization hoist operand subviews out of the
    launch) nor float values.
  }];
}

def LowerVectorSlices : Pass<"cuda-agent-lower-vector-slices",
                              "::mlir::func::FuncOp"> {
  let summary = "Rewrite strided vector slices into shuffles, extracts and inserts";
  let description = [{
    Applies upstream's strided-slice transforms: 1-D
    `vector.extract_strided_slice` becomes a `vector.shuffle`, and
    `vector.insert_strided_slice` is decomposed into shuffles, extracts and
    inserts. The NVVM lowering of kernels converts those but not the slices
    (convert-vector-to-llvm applies the same transforms itself; the GPU
    pipeline does not).
  }];
  let dependentDialects = ["::mlir::vector::VectorDialect"];
}

def ConvertVectorToMmaSync : Pass<"cuda-agent-convert-vector-to-mma-sync",
                                   "::mlir::func::FuncOp"> {
  let summary = "Warp-level vector contractions to mma.sync, bf16 included";
  let description = [{
    Upstream's `convert-vector-to-gpu{use-nvgpu}` (the `nvgpu.mma.sync`,
    `nvgpu.ldmatrix` and per-lane loads of each 16x8x16 piece) for f16
    inputs, and for bf16 inputs, which it has no fragment types for: each
    shared-memory tile becomes bytes with a bf16 view (its staging copies
    stay bf16 copies) and an f16 view the contractions read (the same 16
    bits), converted as f16; then each `nvgpu.mma.sync` becomes an
    `nvvm.mma.sync` with bf16 multiplicands, each `nvgpu.ldmatrix` reads the
    bf16 tile itself (bitcasting its fragments), and the tile is a plain bf16
    buffer again (what nvgpu's swizzle and pipelining take; nvgpu's own
    lowering of mma.sync does not take bf16 either). bf16 operands must be
    read from shared memory (`memref.alloc` or `alloca` in the workgroup
    space, as `mma;promote(0,1)` stages them); anything else is an error. A
    function whose contractions mix bf16 with other types is an error too.

    f32 contractions become `mma.sync` m16n8k8 on tf32 (10 mantissa bits).
    `precision=tf32` rounds each operand once (upstream's pattern: about
    1e-3 relative error over long sums); `tf32x3` (the default; upstream has
    no lowering of it) splits each operand into its rounded tf32 value and
    the rounded rest and sums three products (small x big, big x small,
    big x big) from zero, up to 4 pieces of a K step (K 32) in one sum,
    then adds the sum to the accumulators in f32 (the tensor cores round
    their own sums toward zero, a bias that would grow with K): f32's
    accuracy at a third of tf32's rate.
  }];
  let options = [
    Option<"precision", "precision", "std::string", "\"tf32x3\"",
           "f32 products: tf32 (one rounded product) or tf32x3 (three "
           "products of split operands, f32's accuracy)">
  ];
  let dependentDialects = ["::mlir::nvgpu::NVGPUDialect",
                           "::mlir::NVVM::NVVMDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::vector::VectorDialect"];
}

def IntegerMemorySpaces : Pass<"cuda-agent-integer-memory-spaces"> {
  let summary = "Write the GPU dialect's memory spaces as NVVM's address spaces";
  let description = [{
    Replaces `#gpu.address_space<workgroup>` and `<private>` in every type
    and attribute of the op it runs on (memref types of values, globals,
    functions) by NVVM's integer address spaces 3 and 5. Shared memory that
    `ldmatrix` reads is spelled in the GPU dialect's space
    (`convert-vector-to-gpu` takes no other); the conversion of kernel
    bodies to LLVM (convert-vector-to-llvm) has no mapping for it and
    reports every such type, while the integer spaces lower as they are.
  }];
}

def ExternDynamicSharedMemory : Pass<"cuda-agent-extern-dynamic-shared-memory",
                                     "::mlir::ModuleOp"> {
  let summary = "Dynamic shared memory as an external shared-memory global";
  let description = [{
    Replaces each `gpu.dynamic_shared_memory` by a view of one declared (so
    external) zero-sized `memref.global` in workgroup memory, aligned to
    1024 bytes (what the 128-byte swizzle of TMA and wgmma assumes), which
    the NVVM lowering emits as PTX's `.extern .shared .align 1024 .b8 x[]`:
    dynamic shared memory. Upstream's lowering of the op defines an internal
    zero-sized global instead, which the NVPTX backend prints as a one-byte
    static variable that the kernel's other static shared memory (mbarriers)
    can share addresses with.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def LowerMatmulToWgmma : Pass<"cuda-agent-lower-matmul-to-wgmma",
                              "::mlir::func::FuncOp"> {
  let summary = "A block's linalg.matmul, batch_matmul or convolution GEMM "
                "as Hopper's TMA loads and wgmma";
  let description = [{
    Rewrites each `linalg.matmul` on buffers that is a `gpu.launch` body's
    block tile (a `BM x K` tile of A times a `K x BN` tile of B into a
    `BM x BN` tile of C, each a view of a buffer defined outside the launch,
    with C zero-filled first) into Hopper's warpgroup tensor-core pipeline:

    - one warpgroup (128 threads) per 64 rows of the tile; the launch gets
      `BM / 64 * 128` threads and the dynamic shared memory of `stages`
      buffers of each K step's A and B tiles;
    - host-side TMA descriptors over A and B (128-byte swizzle, boxes of
      `BM x 64` and `64 x 64` elements);
    - thread 0 initializes one mbarrier per stage and issues each K step's
      `cp.async.bulk.tensor` loads `stages - 1` steps ahead;
    - every warpgroup waits on the step's mbarrier and runs
      `nvgpu.warpgroup.mma` (wgmma m64nBNk16, B read transposed) on its rows,
      keeping at most one group in flight (with several warpgroups, a block
      barrier comes before thread 0 refills the stage the previous step
      read: `wgmma.wait_group` frees it for its own warpgroup only);
    - the accumulators start at zero (the fill is dropped); once every
      warpgroup is done, `nvgpu.warpgroup.mma.store` writes them to the
      stages' shared memory (rows padded by 8 values against bank
      conflicts) and the block copies the tile to C in 16-byte pieces,
      consecutive threads on consecutive pieces (directly to C where the
      stages cannot hold the tile).

    f32 operands run as three tf32 products (3xTF32): each stage also holds
    the tiles' rests (each value less its tf32 part, rounded), B as K x N
    transposed into K-major tiles by the threads; a K step's products are
    summed by the tensor cores from zero, then added to the accumulators in
    f32 (a second accumulator set). Where A's fragments of a step fit in
    the thread's registers beside both sets, each thread loads them from
    the stage in wgmma's m64k8 tf32 layout, computes their rests there
    (A's rests are not staged) and the products read A from registers
    (inline wgmma: NVVM's op takes A from shared memory only); else A and
    its rests are read from shared memory.

    A `linalg.batch_matmul` whose block tile is one matrix of the batch
    (A, B and C each of the batch) loads 3-D boxes of one matrix at the
    block's batch (16-bit B as K x N excepted).

    A convolution's GEMM (a `linalg.generic` contraction of the filter, one
    A for every image, and B, the im2col temporary a gather of an f32
    image wrote before the launch, with stride and dilation 1 and channels
    a multiple of 32) reads the image instead: each K step is 32 channels
    of one window tap, a 4-D TMA box of the image (the block's pixels a
    rectangle of its rows) at the block's first pixel moved by the tap; a
    zero padding of the image is dropped, the boxes' OOB zero fill taking
    its place; the filter is copied with its taps outside its channels
    (`linalg.transpose` before the launch). The gather and its temporary
    are erased.

    With `fuse-epilogue`, the next launch (the epilogue kernel of the fused
    ops, tiled by the same blocks) moves into the matmul's launch after the
    accumulators are staged: its reads of C read the staged tile, and C,
    a temporary nothing else reads, is neither stored nor allocated.

    Operands must be f16 or bf16 into f32 or their own type, or f32 into
    f32, with K a multiple of the K step (128 bytes: 64 16-bit values, 32
    f32), `BM` a multiple of 64 and `BN` of 64 up to 256, C zero-filled;
    anything else is an error naming the requirement.
  }];
  let options = [
    Option<"stages", "stages", "int64_t", /*default=*/"4",
           "Shared-memory buffers of the K steps' tiles (2 or more)">,
    Option<"fuseEpilogue", "fuse-epilogue", "bool", /*default=*/"false",
           "Move the next launch, the epilogue kernel over the same block "
           "tiles (each block reading C within its own tile, as "
           "cuda-agent-apply-schedule tiles it), into the matmul's launch: "
           "its reads of C read the tile staged in shared memory, and C, a "
           "temporary read by nothing else, is dropped">,
  ];
  let dependentDialects = ["::mlir::nvgpu::NVGPUDialect",
                           "::mlir::NVVM::NVVMDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

def TensorMapPointers : Pass<"cuda-agent-tensor-map-pointers",
                             "::mlir::ModuleOp"> {
  let summary = "Kernels receive TMA descriptors as pointers";
  let description = [{
    An outlined kernel's `!nvgpu.tensormap.descriptor` arguments become
    `!llvm.ptr` (a pointer to the `CUtensorMap`, what the runtime passes),
    cast back to the descriptor type at the kernel's entry; the launches cast
    their descriptor operands the same way. The NVVM pipeline's type
    conversion of kernel signatures has no rule for descriptors (it lowers
    them only where it outlines kernels itself); the casts fold away in its
    conversion of the descriptor ops. Runs after `cuda-agent-record-launches`,
    which names each descriptor's buffer.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def WidenFloats : Pass<"cuda-agent-widen-floats", "::mlir::ModuleOp"> {
  let summary = "Compute the module's kernels in float64";
  let description = [{
    Replaces every float type narrower than 64 bits by `f64`: in values,
    block arguments, function types, type attributes and float constants
    (scalars and dense tensors); `arith.extf`/`truncf` between types that
    both become `f64` disappear. Ops on floats are type-generic (arith,
    math, linalg, tensor, vector), so the module computes the same
    function in double precision. Used for the reference of a candidate
    kernel: the same inputs, widened exactly, computed in float64
    (`cuda-agent compile` writes it next to the kernel's plan).
  }];
}

def WeightsToArguments : Pass<"cuda-agent-weights-to-arguments",
                                "::mlir::ModuleOp"> {
  let summary = "Make a model's constant tensors (its weights) function arguments";
  let description = [{
    torch-mlir inlines a model's parameters as tensor constants
    (`arith.constant dense_resource<...>`). A kernel does not depend on
    their values: as arguments, the kernel is checked on fresh random
    weights like any input, compiled once for any weights, and a launch
    plan passes them as buffers uploaded once.

    Every `arith.constant` of a tensor that is not a splat becomes a new
    argument of its function, after the existing ones, in the order the
    constants appear; the argument's `cuda_agent.weight` attribute keeps
    the value. Splats (a broadcast scalar) stay constants. A function with
    weights that is called cannot change its signature: an error.

    ```mlir
    func.func @linear(%x: tensor<8x64xf32>) -> tensor<8x32xf32> {
      %w = arith.constant dense_resource<w> : tensor<32x64xf32>
    ```
    becomes
    ```mlir
    func.func @linear(%x: tensor<8x64xf32>,
        %w: tensor<32x64xf32> {cuda_agent.weight = dense_resource<w> : tensor<32x64xf32>})
    ```
  }];
}

def ResultsToDestinations : Pass<"cuda-agent-results-to-destinations",
                                   "::mlir::ModuleOp"> {
  let summary = "Write each function result into an argument of its own (destination-passing style)";
  let description = [{
    A kernel's outputs are its arguments (the launch plan's buffers that
    the kernel writes); torch-mlir's functions return tensors built in
    `tensor.empty`. For each result computed by a destination-style op,
    this pass follows the op's tied init (through the ops, such as the
    `linalg.fill` of an accumulator, that write it in turn) to the
    `tensor.empty` it starts from and replaces that use by a new argument,
    appended after the existing ones; a result reshaped on the way
    (`tensor.expand_shape`, `tensor.collapse_shape`: a convolution's GEMM
    expanded to the image, a GroupNorm's groups collapsed to channels) is
    written into the argument reshaped back. A result that already ends in an
    argument is left alone. A result not computed by a destination-style
    op, two results sharing one destination, or a chain that starts from
    something else than an empty tensor or an argument is an error.
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

def DuplicateSharedFills : Pass<"cuda-agent-duplicate-shared-fills",
                                  "::mlir::func::FuncOp"> {
  let summary = "Give every op that writes into a linalg.fill a fill of its own";
  let description = [{
    torch-mlir (and CSE) let several reductions start from one
    `linalg.fill` of zeros (a LayerNorm's mean and variance sums). A
    kernel's reduction accumulates in its init's buffer, so each needs its
    own: every use of a fill after the first gets a clone of it, right
    before the user. On tensors this changes no value.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def EraseUnimplementedAsserts : Pass<"cuda-agent-erase-unimplemented-asserts",
                                       "::mlir::func::FuncOp"> {
  let summary = "Drop torch-mlir's `unimplemented:` guard asserts";
  let description = [{
    torch-mlir guards some lowerings with `cf.assert %ok, "unimplemented:
    ..."` where PyTorch itself defines the result: torch 2.11's BatchNorm
    divides by `sqrt(var + eps)` behind "unimplemented: tensor with zero
    element", where PyTorch gives inf (NaN for a negative variance, which
    the ordered comparison also fails on). Inside a kernel an assert
    becomes a call to `__assertfail`, which the driver does not link: the
    kernel would not load at all. These guards go; any other assert stays
    (and cuda-agent-export-kernels reports the kernel it ends up in).
  }];
}

def SimplifyPowers : Pass<"cuda-agent-simplify-powers"> {
  let summary = "Powers by small constant exponents become multiplications, "
                "square roots and divisions";
  let description = [{
    torch-mlir writes `x.pow(2)` and `torch.linalg.vector_norm` as
    `math.powf` by a constant (2.0, 0.5), which the NVVM lowering computes
    through exp and log: a row norm of 65536x8192 took 8.6 ms on the H200
    where eager took 0.6. Upstream's algebraic simplification
    (`populateMathAlgebraicSimplificationPatterns`) rewrites powers by 1,
    2, 3, 0.5, -0.5, -1, -2 (scalars and splat vectors) into `mulf`,
    `sqrt`, `rsqrt` and `divf`, which are also exact where exp(log) is not.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect"];
}

def SwizzleKernelSharedMemory
    : Pass<"cuda-agent-swizzle-kernel-shared-memory", "::mlir::func::FuncOp"> {
  let summary = "nvgpu's shared-memory swizzle, kernel by kernel";
  let description = [{
    Permutes the columns of each shared-memory buffer's accesses against
    bank conflicts (upstream's `nvgpu::optimizeSharedMemoryReadsAndWrites`),
    looking for the subviews that rule it out inside the buffer's kernel
    only (the `scf.forall` holding its allocation). Upstream's
    `nvgpu-optimize-shared-memory` gives up on a whole function with any
    `memref.subview`, and on every buffer after the first it cannot take:
    a valid convolution's result sliced out of the GEMM's grid (a subview
    copied after the kernels) left its mma kernel's staging buffers
    unswizzled: ten times the bank conflicts of the padded convolution,
    1061 us where that ran 859 (H200, 32x64x112x112, 64 3x3 filters).
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def MultiplyByReciprocals : Pass<"cuda-agent-multiply-by-reciprocals"> {
  let summary = "Divisions by constants become multiplications by their "
                "reciprocals";
  let description = [{
    torch-mlir writes the erf GELU as `x / 1.41421354` inside the erf: an
    IEEE division (div.rn.f32, a dozen instructions) per element, which
    made a GELU + row sum of 65536x8192 compute-bound (1111 us where the
    same kernel with a multiplication ran 572 on the H200; Inductor's
    Triton code divides approximately). `x / c` for a constant `c` (scalar
    or splat) whose reciprocal is a normal number becomes `x * (1 / c)`:
    within one more rounding of the quotient (exact where `c` is a power of
    two). Divisions by zero, infinities, NaNs and subnormals stay.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def InlineConstantOperands : Pass<"cuda-agent-inline-constant-operands",
                                    "::mlir::func::FuncOp"> {
  let summary = "Splat constant operands of linalg ops become constants in "
                "their bodies";
  let description = [{
    torch-mlir writes ELU's and LeakyReLU's `max(0, x)` as a generic that
    reads a 0-d `dense<0.0> : tensor<f32>`; bufferized, that is a global a
    kernel would have to take as an argument (cuda-agent-record-launches
    refuses constants). Upstream's `populateInlineConstantOperandsPatterns`
    puts the value in the body as a scalar and drops the operand.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::arith::ArithDialect"];
}

def EraseUnusedResults : Pass<"cuda-agent-erase-unused-results",
                                "::mlir::func::FuncOp"> {
  let summary = "Drop the results of linalg.generic ops that nothing reads";
  let description = [{
    torch-mlir lowers `max(x, dim)` to one reduction that also tracks the
    argmax (a second, i64 result) even where only the maximum is used; the
    unused result keeps the op from being a plain row reduction. Upstream's
    `populateEraseUnusedOperandsAndResultsPatterns` drops such results (and
    inputs the payload does not read), applied greedily; neither
    `--canonicalize` nor `--remove-dead-values` does.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def MergeResultGenerics : Pass<"cuda-agent-merge-result-generics",
                                 "::mlir::func::FuncOp"> {
  let summary = "Compute a function's elementwise results over the same loops in one linalg.generic";
  let description = [{
    A kernel schedules one root: the op computing its result. A function
    returning several values per row (GroupNorm's statistics: each group's
    mean and rstd, from the reductions of one row kernel) has several ops
    at its end, all but one of which no schedule would reach. This pass
    merges the `linalg.generic`s computing the function's results (through
    reshapes) that are elementwise (parallel loops, identity output maps)
    over the same static loop ranges and do not read one another into one
    generic with their inputs, outputs and payloads side by side, at the
    place of the last; the reshapes of the earlier results move after it.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def FormDispatchRegions : Pass<"cuda-agent-form-dispatch-regions",
                                 "::mlir::ModuleOp"> {
  let summary = "Outline a model's kernels: each dispatch region into a function of its own";
  let description = [{
    A whole model exported by torch-mlir and imported (`cuda-agent import`)
    is one function of many roots. This pass splits each public function
    into dispatch regions, in its order, and outlines each into a private
    function `@<name>_region<i>` (the form of one kernel: what `cuda-agent
    compile` schedules), the model's function calling them:

    - a contraction, convolution or pooling op starts a region (its
      operands come from memory: no prologue);
    - a reduction joins the region it reads if that region has no root
      (its elementwise prologue: RMSNorm's square before its mean), else
      starts one;
    - an elementwise op joins the region it reads (an epilogue), else
      starts one;
    - a reduction reading a contraction's elementwise tail takes the tail
      as its prologue (attention's scale before the softmax);
    - ops computed from the function's arguments alone (a batch norm's
      scale from its variance) join the one region that reads them;
    - a reshape of a region's value belongs to the region, except at its
      end (the caller reshapes the result); any other op (a concatenation,
      a slice) ends the region before it and stays in the caller.

    `tensor.empty`, fills of it with a constant, and scalar constants are
    cloned into each region that uses them; every other value a region
    reads is an argument of its function, and every value it computes that
    is read outside it a result. These are the rules of the Python
    backend's partition (python/cuda_agent/torch/regions.py) at the linalg
    level.
  }];
  let dependentDialects = [
    "::mlir::func::FuncDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def WidenReductions : Pass<"cuda-agent-widen-reductions",
                             "::mlir::func::FuncOp"> {
  let summary = "Accumulate reductions of 16-bit floats in f32";
  let description = [{
    torch-mlir writes a sum of bf16 or f16 values into an accumulator of
    the same type (`linalg.generic` with reduction loops, `arith.addf` on
    bf16): each addition rounds to 8 bits of mantissa, and a long sum
    stagnates (the mean of 3136 positive bf16 values, ResNet's global
    pooling, comes out 40% low). PyTorch accumulates such reductions in
    f32. This pass rewrites a reduction whose outputs are all f16/bf16 to
    accumulate in f32: its inputs extended in the body, its body computed
    in f32, its init a filled f32 tensor (the fill's value extended) or the
    old init extended, and its result truncated back by an elementwise op
    after it (which the kernel's schedule fuses as an epilogue).
    Contractions and convolutions are left to the engines, which
    accumulate in f32 themselves.

    ```mlir
    %s = linalg.generic {iterator_types = ["parallel", "reduction"]}
        ins(%x : tensor<8x64xbf16>) outs(%zero : tensor<8xbf16>) {
    ^bb0(%in: bf16, %acc: bf16):
      %a = arith.addf %in, %acc : bf16
      linalg.yield %a : bf16
    }
    // becomes a sum into tensor<8xf32> of arith.extf %in, then
    // linalg.generic { arith.truncf } to tensor<8xbf16>.
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def FoldUnitBroadcasts : Pass<"cuda-agent-fold-unit-broadcasts",
                                "::mlir::func::FuncOp"> {
  let summary = "Drop the unit dimensions of keepdim reductions and their broadcasts";
  let description = [{
    torch-mlir keeps a reduced dimension (`sum(x, dim=1, keepdim=True)`:
    `tensor<4x1xf32>`, written and read through the map `(d0, d1) -> (d0,
    0)`), which a row kernel does not recognize. This pass applies
    upstream's unit-extent folding (`populateFoldUnitExtentDimsPatterns`)
    to operand dimensions of size 1 indexed by the constant 0 only: the
    keepdim tensor becomes `tensor<4xf32>` read through `(d0, d1) -> (d0)`,
    and the reshapes between them fold away. Unlike upstream's
    `linalg-fold-unit-extent-dims` it keeps the loops: a batch of one
    (`1x8x14x14`) stays as it is, so a convolution and its elementwise
    epilogue keep one iteration space. The exception is a reduction's kept
    dimension: an elementwise op on `tensor<8x1xf32>` whose input is
    reshaped to it (`tensor.expand_shape`) and indexed by the unit loop
    loses that loop, and so do the ops after it in turn (a LayerNorm's
    statistics). Only unit dimensions the reshape introduced go: a batch of
    one the reshape's source had (`1x8` to `1x8x1`) stays, as it stays in
    the reduction.
  }];
  let dependentDialects = [
    "::mlir::linalg::LinalgDialect", "::mlir::tensor::TensorDialect",
  ];
}

def FoldOperandTransposes : Pass<"cuda-agent-fold-operand-transposes",
                                   "::mlir::func::FuncOp"> {
  let summary = "Read transposed operands through the consumer's indexing map";
  let description = [{
    `nn.Linear` computes `x @ W^T`: torch-mlir emits a `linalg.transpose`
    of the weight and a `linalg.matmul` of its result. As a separate op the
    transpose is a whole copy of the weight (fused into the matmul's tiles,
    a per-thread buffer of a tile's share of it). This pass makes each
    `linalg.matmul`, `linalg.batch_matmul` or `linalg.generic` that reads
    a `linalg.transpose`'s result read the transpose's input instead,
    through its indexing map permuted accordingly (`(m, n, k) -> (k, n)`
    becomes `(m, n, k) -> (n, k)`); transposes left without users go. A
    named matmul takes only a swap of the last two dimensions (what its
    maps can express); a generic, any permutation.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def FoldOperandExtensions : Pass<"cuda-agent-fold-operand-extensions",
                                   "::mlir::func::FuncOp"> {
  let summary = "Read 16-bit operands of contractions as they are, not extended to f32 first";
  let description = [{
    Exported on the CPU, a bf16 or f16 `nn.Linear` or matmul comes from
    torch-mlir as f32 contractions of operands extended elementwise
    (`linalg.generic` of one `arith.extf`, the weight's through a
    transposed map), which the 16-bit tensor-core schedules do not take
    and fusion cannot stage. A `linalg.matmul` or `linalg.batch_matmul`
    extends its operands to its accumulator's type itself: this pass makes
    each one that reads such an extension read the extension's input
    instead, through its indexing map composed with the extension's
    permutation (where a named contraction's maps can express it: as is,
    or the last two dimensions swapped); extensions left without users go.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::arith::ArithDialect"];
}

def ConvolutionsToGemm : Pass<"cuda-agent-convolutions-to-gemm",
                                "::mlir::func::FuncOp"> {
  let summary = "Compute 2-D convolutions as GEMMs over the image's pixels";
  let description = [{
    A `linalg.conv_2d_nchw_fchw` is a GEMM per image: M the output
    channels, N the output pixels, K the input channels times the window,
    which the tensor-core schedules (`mma`) take and a 7-loop convolution
    does not. This pass rewrites each one:

    - an init that is not zeros (torch-mlir starts the sum from the bias,
      broadcast) becomes an elementwise add after the convolution, reading
      the broadcast's input where the init was a `linalg.broadcast`: the
      GEMM starts from zeros, the bias is an epilogue;
    - a 1x1 window of stride 1 reads the image as it is, collapsed to
      (N, C, H*W), and the filter as (F, C);
    - any other window goes through upstream's im2col
      (`linalg::rewriteInIm2Col`): a gather of the windows into a
      (N, C*KH*KW, OH*OW) temporary, which kernels leave to a launch of its
      own (`cuda-agent-launch-host-ops`), then the same GEMM;
    - the `tensor.expand_shape` back to (N, F, OH, OW) moves past the
      elementwise ops after the convolution (upstream's folding of reshapes
      by collapsing), so they run over the GEMM's (N, F, OH*OW) output in
      one iteration space with it, and the kernel returns the expanded
      result;
    - where OH*OW is not a multiple of 64 (110 x 110 = 12100 pixels: no
      tensor-core block tile divides it) and the ops from the convolution
      to the function's result are elementwise with only per-channel
      operands besides, they all run over an output padded to multiples
      of 8 rows and columns (the image padded with zeros as the larger
      windows need), the last one into a buffer of its own
      (`bufferization.alloc_tensor`), and the function returns the real
      part (`tensor.extract_slice`, `bufferization.materialize_in_destination`).

    The GEMM is a `linalg.generic` with loops (n, f, p, k): the filter as
    A (f, k), the image as B (n, k, p), the output (n, f, p).
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect", "::mlir::bufferization::BufferizationDialect",
  ];
}

def ExpandPoolingWindows : Pass<"cuda-agent-expand-pooling-windows",
                                  "::mlir::func::FuncOp"> {
  let summary = "Read non-overlapping pooling windows as loops of the input's own dimensions";
  let description = [{
    A pooling op (`linalg.pooling_nchw_max`, `_sum`, NHWC, ...) reads its
    input at `oh * s + kh`, an index no thread tile of the vectorizer
    turns into a vector access: upstream vectorizes such ops as scalar
    loads and the schedule's default keeps 128 outputs a thread. Where a
    window dimension's stride equals its size, dilation is 1 and the input
    dimension is exactly the output's times the stride (MaxPool2d(2),
    AvgPool2d(2) without padding or remainder), the windows tile the input:
    this pass reshapes the input (`tensor.expand_shape`, 112 into 56 x 2)
    and rewrites the op as a `linalg.generic` reduction that reads it by
    plain loops, `(n, c, oh, kh, ow, kw)`, without the window operand. A
    thread's two outputs of a 2x2 pool are then two 16-byte loads and an
    8-byte store. Other pooling ops are left as they are.
  }];
  let dependentDialects = [
    "::mlir::linalg::LinalgDialect", "::mlir::tensor::TensorDialect",
  ];
}

def PromoteLaunchBuffersToStack
    : Pass<"cuda-agent-promote-launch-buffers-to-stack", "::mlir::func::FuncOp"> {
  let summary = "Make small buffers allocated in a gpu.launch stack allocations";
  let description = [{
    In a kernel, `memref.alloc` would be a per-thread malloc; a schedule's
    staging buffers become `memref.alloca`s (then shared-memory globals).
    Upstream's `promote-buffers-to-stack` does that for a whole function,
    also to the temporaries of ops left to the host (a padding's buffer,
    an im2col's), which must stay device allocations of the launch plan:
    this pass only rewrites statically shaped allocs of at most
    `max-bytes` inside a `gpu.launch`.
  }];
  let options = [
    Option<"maxBytes", "max-bytes", "int64_t", /*default=*/"49152",
           "Largest allocation (bytes) made a stack allocation">,
  ];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def FoldElementwiseReshapes : Pass<"cuda-agent-fold-elementwise-reshapes",
                                    "::mlir::func::FuncOp"> {
  let summary = "Fold expanded results into the elementwise ops reading "
                "them";
  let description = [{
    A `tensor.expand_shape` of a linalg op's result that an elementwise
    `linalg.generic` reads is folded into the reader by collapsing its loops
    (upstream's reshape folding by collapsing), the reshape moving to the
    reader's result. torch-mlir writes a linear layer of a (batch, sequence,
    features) input as a 2-D matmul whose result is expanded for the
    activation after it and collapsed again: the activation then runs over
    the matmul's two loops and fuses into its kernel as an epilogue.
    Reductions and contractions keep their loops; so do ops reading an
    argument expanded (a row kernel's prologue runs over the rows its
    reduction runs over).
  }];
  let dependentDialects = [
    "::mlir::linalg::LinalgDialect", "::mlir::tensor::TensorDialect",
  ];
}

def CollapseElementwiseDims : Pass<"cuda-agent-collapse-elementwise-dims",
                                     "::mlir::func::FuncOp"> {
  let summary = "Run an elementwise kernel over its trailing loops as one";
  let description = [{
    A function whose linalg ops all iterate only parallel loops (an
    elementwise kernel: a batch norm in inference, an activation) has the
    longest run of trailing loops after the first that every op of the
    highest rank reads and writes as one contiguous run (or not at all: a
    per-channel operand) collapsed into one loop (upstream's collapsing of linalg
    dimensions; the operands collapsed, the result expanded back). A batch
    norm over (N, C, H, W) runs over (N, C, H*W): 112 x 112 = 12544 pixels
    take the streaming default's 256-element tiles, which 112 columns do
    not. Functions with a reduction or a contraction are left as they are.
  }];
  let dependentDialects = [
    "::mlir::linalg::LinalgDialect", "::mlir::tensor::TensorDialect",
  ];
}

def FoldGathersIntoStaging : Pass<"cuda-agent-fold-gathers-into-staging",
                                    "::mlir::func::FuncOp"> {
  let summary = "Stage a GEMM's operand straight from the image its gather reads (implicit GEMM)";
  let description = [{
    A convolution rewritten as a GEMM (`cuda-agent-convolutions-to-gemm`)
    reads its windows from an im2col temporary that a gather left to the
    host fills: for 3x3 windows nine times the image, written and read
    back. Where the temporary's only readers are staging copies into
    shared memory (a `vector.load` inside a `gpu.launch` whose value a
    `vector.store` writes to shared memory, as the mma schedules' operand
    promotion leaves them), this pass makes each copy read the image
    itself: every element of the copied vector through the gather's
    indexing map, as a 1-element copy that nvgpu's `create_async_groups`
    makes a 4-byte cp.async. The gather and its temporary are erased.

    Where the image is a zero padding of another buffer (a buffer filled
    with zeros, the source copied into its interior: a bufferized
    `tensor.pad`), the copies read the source: a masked `transfer_read`
    (zero-filled cp.async) outside the interior, its index clamped; the
    padding's buffer, fill and copy are erased too.

    Gathers of 32-bit elements only (cp.async moves 4, 8 or 16 bytes);
    any other reader of the temporary, or a write to the image between
    the gather and the launches, leaves the gather as it is.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::arith::ArithDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def LaunchHostOps : Pass<"cuda-agent-launch-host-ops", "::mlir::func::FuncOp"> {
  let summary = "Turn what a schedule left on the host into parallel loops for the GPU";
  let description = [{
    A schedule maps its kernel's ops into a `gpu.launch`; ops it does not
    take stay on the host, where a launch plan never runs them: a padding
    (`tensor.pad` bufferizes to a fill and a copy of a temporary), a copy.
    This pass rewrites every `memref.copy` into `linalg.copy` (inside a
    kernel, a `memref.copy` would call the host runtime's `memrefCopy`) and
    every linalg op on buffers outside a `gpu.launch` into `scf.parallel`
    loops (upstream `linalgOpToParallelLoops`), which
    `cuda-agent-tile-parallel-loops`, `gpu-map-parallel-loops` and
    `convert-parallel-loops-to-gpu` make into launches of their own, run in
    program order with the schedule's.
  }];
  let dependentDialects = [
    "::mlir::linalg::LinalgDialect", "::mlir::scf::SCFDialect",
  ];
}

def ReductionsInnermost : Pass<"cuda-agent-reductions-innermost",
                                "::mlir::func::FuncOp"> {
  let summary = "Move every linalg op's reduction loops inside its parallel loops";
  let description = [{
    Generalizes each linalg op with a reduction loop outside a parallel loop
    (a column sum: `iterator_types = ["reduction", "parallel"]`) and
    interchanges its loops so that the parallel ones come first, in their
    order, then the reductions (upstream `interchangeGenericOp`). On the
    float64 reference path, before `convert-linalg-to-parallel-loops`: it
    makes one `scf.parallel` over every output element with the reduction a
    serial loop inside, instead of a host loop of launches whose index the
    kernels would take as an operand.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def TileParallelLoops : Pass<"cuda-agent-tile-parallel-loops",
                              "::mlir::func::FuncOp"> {
  let summary = "Tile each outermost scf.parallel into blocks of threads";
  let description = [{
    Tiles every outermost `scf.parallel` by `threads` along its innermost
    dimension and by 1 along the others (upstream `tileParallelLoop`, with
    guards rather than min bounds, so that the inner loop's trip count is
    the constant `threads`); a loop of more than 3 dimensions has its outer
    ones collapsed into one first (upstream `collapseParallelLoops`), as a
    grid has 3, and one whose outer dimensions would need more than 65535
    blocks along y or z (65536 rows) becomes one dimension. With `gpu-map-parallel-loops` (innermost first) and
    `convert-parallel-loops-to-gpu`, each loop becomes a launch whose blocks
    hold `threads` threads (fewer for a shorter dimension) along x: the
    float64 reference, and ops a
    schedule leaves on the host (`cuda-agent-launch-host-ops`).
  }];
  let options = [
    Option<"threads", "threads", "int64_t", /*default=*/"256",
           "Threads per block along the innermost dimension">,
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::arith::ArithDialect",
    "::mlir::scf::SCFDialect",
  ];
}

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

    A TMA descriptor operand (`nvgpu.tma.create.descriptor` over a buffer
    cast to unranked) is recorded as that buffer, with the descriptor type
    in `tensor_maps`; a constant dynamic shared memory size as
    `dynamic_shared_memory`.

    Fails with a diagnostic on launches the runtime cannot replay: dynamic
    grid/block/shared memory sizes, clusters, async tokens, or operands that
    are not statically shaped identity-layout memrefs or descriptors over
    them.
  }];
  let dependentDialects = ["::mlir::cuda_agent::CudaAgentDialect"];
}

def EraseCopyBarriers : Pass<"cuda-agent-erase-copy-barriers",
                              "::mlir::func::FuncOp"> {
  let summary = "Erase barriers that only separate copies into shared buffers";
  let description = [{
    `transform.gpu.map_nested_forall_to_threads` puts a barrier after each
    thread-mapped loop: after the copy of A's tile into shared memory, after
    B's, after the product. The one between the copies orders nothing
    (`gpu.eliminate_barriers` keeps it: its walk around the K loop crosses
    the other barriers and meets the product's global stores). With it,
    `nvgpu.create_async_groups` makes two cp.async groups per step, and a
    pipeline's `cp.async.wait_group s - 1` waits for one step less.

    A `gpu.barrier` is erased when everything other threads may run between
    it and the barriers before and after it only reads global memory,
    writes shared buffers allocated in the function, allocates, or has no
    memory effect, and no shared buffer is written on both sides. The walk
    follows a block up to a barrier; past the start or end of an `scf.for`
    body, the body from its other end (the previous or next iteration) and
    what precedes or follows the loop; it ends at the kernel's start or end
    and keeps the barrier at any other region.

    ```mlir
    scf.for %k = ... {
      %a = vector.load %A[%i, %k] : memref<128x64xf32>, vector<4xf32>
      vector.store %a, %sharedA[%t, %c0] : memref<128x16xf32, 3>, vector<4xf32>
      gpu.barrier                     // erased
      %b = vector.load %B[%k, %j] : memref<64x128xf32>, vector<4xf32>
      vector.store %b, %sharedB[%c0, %t] : memref<16x128xf32, 3>, vector<4xf32>
      gpu.barrier
      ... reads %sharedA, %sharedB ...
      gpu.barrier
    }
    ```
  }];
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

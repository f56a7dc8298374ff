// fuse: a kernel of several linalg ops runs in the anchor's loops. The root
// (the op whose result is returned) is tiled by the anchor's tiles of the
// same output dimensions; every other op is fused into the block and thread
// loops; intermediates stay in registers.
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-bias-relu.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(32,64);thread(4,4);reduce(8);fuse" \
// RUN:   | FileCheck %s --check-prefix=EPILOGUE
// RUN: cuda-agent-opt %S/../Inputs/kernels/scale-tanh-chain.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(1,256);thread(0,4);fuse" \
// RUN:   | FileCheck %s --check-prefix=CHAIN
// RUN: cuda-agent-opt %S/../Inputs/kernels/gelu-row-sum.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(8);thread(1);reduce(16);fuse" \
// RUN:   | FileCheck %s --check-prefix=PRODUCER
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-bf16-round.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(32,32);thread(4,4);reduce(16);fuse" \
// RUN:   | FileCheck %s --check-prefix=ROUND
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-bias-relu.mlir \
// RUN:   --cuda-agent-emit-transform="schedule=block(32,64);thread(4,4);reduce(8);fuse" \
// RUN:   | FileCheck %s --check-prefix=SCRIPT

// One launch: 4x4 blocks of 16x8 threads; each thread accumulates its 4x4
// tile over K in registers (from zero: the fill is forwarded), adds the
// bias, applies the ReLU and stores its tile once. No buffer in between.
// EPILOGUE: module attributes {{.*}}cuda_agent.schedule = #cuda_agent.schedule<"block(32,64);thread(4,4);reduce(8);fuse">}
// EPILOGUE-COUNT-1: gpu.launch blocks
// EPILOGUE-SAME: in ({{.*}} = %c4{{.*}}, {{.*}} = %c4{{.*}}, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c16{{.*}}, {{.*}} = %c8{{.*}}, {{.*}} = %c1{{.*}})
// EPILOGUE-NOT: memref.alloc
// EPILOGUE: %[[ACC:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (vector<4x4xf32>)
// EPILOGUE: vector.load %{{.*}} : memref<256xf32>, vector<4xf32>
// EPILOGUE: %[[BIASED:.*]] = arith.addf %[[ACC]], %{{.*}} : vector<4x4xf32>
// EPILOGUE: arith.maximumf %[[BIASED]], %{{.*}} : vector<4x4xf32>
// EPILOGUE-COUNT-4: vector.store {{.*}} : memref<4x4xf32, strided<[256, 1], offset: ?>>, vector<4xf32>
// EPILOGUE-NOT: vector.store
// EPILOGUE: gpu.terminator

// The chain: each thread loads 4 elements of x and y, computes
// tanh(2x) * y in registers and stores 4 elements.
// CHAIN-COUNT-1: gpu.launch
// CHAIN-NOT: memref.alloc
// CHAIN: vector.load %{{.*}} : memref<256x512xf32>, vector<4xf32>
// CHAIN: arith.mulf
// CHAIN: math.tanh %{{.*}} : vector<4xf32>
// CHAIN: vector.load %{{.*}} : memref<256x512xf32>, vector<4xf32>
// CHAIN: arith.mulf
// CHAIN: vector.store %{{.*}} : memref<1x4xf32, strided<[512, 1], offset: ?>>, vector<4xf32>

// The script: the root (the ReLU, fused1) is tiled; the bias add, the
// matmul, its fill are fused into both loops, consumers first; then K.
// SCRIPT: %[[ANCHOR:.*]] = transform.structured.match attributes {cuda_agent.anchor}
// SCRIPT: %[[FILLS:.*]] = transform.structured.match attributes {cuda_agent.init_fill}
// SCRIPT: %[[BIAS:.*]] = transform.structured.match attributes {cuda_agent.fused = 0 : i64}
// SCRIPT: %[[RELU:.*]] = transform.structured.match attributes {cuda_agent.fused = 1 : i64}
// SCRIPT: %[[RB:.*]], %[[BLOCKS:.*]] = transform.structured.tile_using_forall %[[RELU]] tile_sizes [32, 64](mapping = [#gpu.block<y>, #gpu.block<x>])
// SCRIPT: %[[BIAS_B:.*]], %[[B1:.*]] = transform.structured.fuse_into_containing_op %[[BIAS]] into %[[BLOCKS]]
// SCRIPT: %[[MM_B:.*]], %[[B2:.*]] = transform.structured.fuse_into_containing_op %[[ANCHOR]] into %[[B1]]
// SCRIPT: %[[FILL_B:.*]], %{{.*}} = transform.structured.fuse_into_containing_op %[[FILLS]] into %[[B2]]
// SCRIPT: %{{.*}}, %[[THREADS:.*]] = transform.structured.tile_using_forall %[[RB]] tile_sizes [4, 4](mapping = [#gpu.thread<y>, #gpu.thread<x>])
// SCRIPT: transform.structured.fuse_into_containing_op %[[BIAS_B]] into %[[THREADS]]
// SCRIPT: %[[MM_T:.*]], %{{.*}} = transform.structured.fuse_into_containing_op %[[MM_B]]
// SCRIPT: transform.structured.fuse_into_containing_op %[[FILL_B]]
// SCRIPT: transform.structured.tile_using_for %[[MM_T]] tile_sizes [0, 0, 8]

// A producer of the anchor (GELU before a row sum, a thread per row) runs
// in the serial loop, on each step's 16 elements: not on the thread's whole
// row, which would be a 4096-element buffer per thread.
// PRODUCER: gpu.launch
// PRODUCER: scf.for %{{.*}} = %c0 to %c4096 step %c16 iter_args
// PRODUCER-NEXT: %[[X:.*]] = vector.load %arg0[%{{.*}}, %{{.*}}] : memref<256x4096xf32>, vector<16xf32>
// PRODUCER: math.erf %{{.*}} : vector<16xf32>
// PRODUCER: vector.reduction <add>, %{{.*}}, %{{.*}} : vector<16xf32> into f32
// PRODUCER: scf.yield
// PRODUCER-NOT: memref.alloca
// PRODUCER-NOT: memref.alloc

// An epilogue of another element type (bf16 products accumulated in f32,
// rounded once): the accumulator is an f32 register tile across K, the
// epilogue rounds it and the thread stores its bf16 tile.
// ROUND: gpu.launch
// ROUND-NOT: memref.alloc
// ROUND: %[[ACC:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (vector<4x4xf32>)
// ROUND:   arith.extf %{{.*}} : vector<4x16xbf16> to vector<4x16xf32>
// ROUND:   vector.fma {{.*}} : vector<4xf32>
// ROUND: arith.truncf %[[ACC]] : vector<4x4xf32> to vector<4x4xbf16>
// ROUND-COUNT-4: vector.store %{{.*}} : memref<4x4xbf16, strided<[128, 1], offset: ?>>, vector<4xbf16>

// cuda-agent-apply-schedule on each kernel family: the loop structure, the
// launch shape and the complete schedule recorded on the module.
// RUN: cuda-agent-opt %examples/matmul.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(64,64);thread(4,4);reduce(8)" \
// RUN:   | FileCheck %s --check-prefix=MATMUL
// RUN: cuda-agent-opt %examples/matmul.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(64,64);thread(4,4);reduce(8);unroll(2)" \
// RUN:   | FileCheck %s --check-prefix=UNROLL
// RUN: cuda-agent-opt %examples/matmul.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(32,32);thread(1,1);vector(1)" \
// RUN:   | FileCheck %s --check-prefix=SCALAR
// RUN: cuda-agent-opt %S/../Inputs/kernels/row-sum.mlir --cuda-agent-apply-schedule \
// RUN:   | FileCheck %s --check-prefix=ROWSUM
// RUN: cuda-agent-opt %S/../Inputs/kernels/gelu.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(1,256);thread(0,2)" \
// RUN:   | FileCheck %s --check-prefix=GELU
// RUN: cuda-agent-opt %S/../Inputs/kernels/gelu.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=interchange(1,0);block(256,1);thread(2,0)" \
// RUN:   | FileCheck %s --check-prefix=INTERCHANGE
// RUN: cuda-agent-opt %S/../Inputs/kernels/conv2d-nhwc.mlir --cuda-agent-apply-schedule \
// RUN:   | FileCheck %s --check-prefix=CONV
// RUN: cuda-agent-opt %S/../Inputs/kernels/batch-matmul.mlir --cuda-agent-apply-schedule \
// RUN:   | FileCheck %s --check-prefix=BMM

// 64x64 tiles of a 1024x1024 output: a 16x16 grid; 4x4 per thread: 16x16
// threads. Each thread's fill is its accumulator's start: no store of the
// zeros, no barrier, no reload; K runs in steps of 8 with the 4x4
// accumulator in registers (iter_args from the zero constant).
// MATMUL: module attributes {{.*}}cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4,4);reduce(8)">}
// MATMUL: func.func @matmul(%{{.*}}: memref<1024x1024xf32>, %{{.*}}: memref<1024x1024xf32>, %{{.*}}: memref<1024x1024xf32>)
// MATMUL: %[[ZEROS:.*]] = arith.constant dense<0.000000e+00> : vector<4x4xf32>
// (Constants print as %c<value>[_<n>].)
// MATMUL: gpu.launch blocks({{.*}}) in ({{.*}} = %c16{{(_[0-9]+)?}}, {{.*}} = %c16{{(_[0-9]+)?}}, {{.*}} = %c1{{(_[0-9]+)?}}) threads({{.*}}) in ({{.*}} = %c16{{(_[0-9]+)?}}, {{.*}} = %c16{{(_[0-9]+)?}}, {{.*}} = %c1{{(_[0-9]+)?}})
// MATMUL: memref.subview {{.*}} [64, 64] [1, 1]
// MATMUL-NOT: vector.store
// MATMUL-NOT: gpu.barrier
// MATMUL: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[ZEROS]]) -> (vector<4x4xf32>)
// MATMUL-COUNT-32: vector.fma {{.*}} : vector<4xf32>
// MATMUL: scf.yield
// MATMUL: gpu.barrier
// MATMUL: gpu.terminator

// unroll(2): two K steps of 8 per iteration, 64 vector FMAs in the body.
// UNROLL: module attributes {{.*}}cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4,4);reduce(8);unroll(2)">}
// UNROLL: %[[STEP:.*]] = arith.constant 16 : index
// UNROLL: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[STEP]] iter_args
// UNROLL-COUNT-64: vector.fma
// UNROLL-NOT: vector.fma
// UNROLL: scf.yield

// vector(1): no vectors, scalar code (loops the lowering makes of linalg).
// SCALAR: module attributes {{.*}}cuda_agent.schedule = #cuda_agent.schedule<"block(32,32);thread(1,1);reduce(8);vector(1)">}
// SCALAR-NOT: vector.
// SCALAR: linalg.fill
// SCALAR: scf.for
// SCALAR: linalg.matmul

// Default schedule of a reduction along rows of 1024 (512 rows): a row per
// block, 128 threads splitting it (8 values each, vector-reduced), their
// partial sums combined in shared memory after a barrier, by 32 threads, then
// one.
// ROWSUM: module attributes {{.*}}cuda_agent.schedule = #cuda_agent.schedule<"block(1);split(128)">}
// ROWSUM: gpu.launch blocks({{.*}}) in ({{.*}} = %c512{{(_[0-9]+)?}}, {{.*}}) threads({{.*}}) in ({{.*}} = %c128{{(_[0-9]+)?}}, {{.*}})
// ROWSUM: vector.reduction <add>, {{.*}} : vector<8xf32> into f32
// ROWSUM: gpu.barrier
// ROWSUM: vector.reduction <add>, {{.*}} : vector<4xf32> into f32
// ROWSUM: gpu.barrier
// ROWSUM: vector.reduction <add>, {{.*}} : vector<32xf32> into f32

// Elementwise: 256 columns per block, 2 per thread (128 threads), rows 1 per block.
// GELU: module attributes {{.*}}cuda_agent.schedule = #cuda_agent.schedule<"block(1,256);thread(0,2)">}
// GELU: gpu.launch blocks({{.*}}) in ({{.*}} = %c4{{(_[0-9]+)?}}, {{.*}} = %c256{{(_[0-9]+)?}}, {{.*}} = %c1{{(_[0-9]+)?}}) threads({{.*}}) in ({{.*}} = %c128{{(_[0-9]+)?}}, {{.*}} = %c1{{(_[0-9]+)?}}, {{.*}} = %c1{{(_[0-9]+)?}})
// GELU: math.tanh {{.*}} : vector<2xf32>
// GELU-NOT: scf.for

// interchange(1,0): the columns (1024) become loop 0, the rows (256) loop 1,
// the innermost, so rows map to x: grid (256, 4), 128 threads along x, each
// taking 2 columns of one row.
// INTERCHANGE: module attributes {{.*}}cuda_agent.schedule = #cuda_agent.schedule<"block(256,1);thread(2,0);interchange(1,0)">}
// INTERCHANGE: gpu.launch blocks({{.*}}) in ({{.*}} = %c256{{(_[0-9]+)?}}, {{.*}} = %c4{{(_[0-9]+)?}}, {{.*}} = %c1{{(_[0-9]+)?}}) threads({{.*}}) in ({{.*}} = %c128{{(_[0-9]+)?}}, {{.*}} = %c1{{(_[0-9]+)?}}, {{.*}} = %c1{{(_[0-9]+)?}})
// INTERCHANGE: math.tanh

// Convolution: (n, oh, ow, f) parallel, (kh, kw, c) reduced; the default
// keeps the batch whole per block, steps through the 3x3 window one by one
// and tiles the channels c by 8: three nested serial loops. The work is
// counted on the conv: 2x32x32x32 outputs x 3x3x16 window x 2 flops.
// CONV: module attributes {cuda_agent.flops = 18874368 : i64, cuda_agent.reduction_length = 144 : i64, cuda_agent.schedule = #cuda_agent.schedule<"block(0,1,32,32);thread(0,0,4,1);reduce(1,1,8)">}
// CONV: gpu.launch
// CONV: scf.for
// CONV: scf.for
// CONV: scf.for

// Batched matmul: batch (tile 1) on grid z.
// BMM: module attributes {{.*}}cuda_agent.schedule = #cuda_agent.schedule<"block(1,32,32);thread(0,4,1);reduce(8)">}
// BMM: gpu.launch blocks({{.*}}) in ({{.*}} = %c8{{(_[0-9]+)?}}, {{.*}} = %c4{{(_[0-9]+)?}}, {{.*}} = %c8{{(_[0-9]+)?}}) threads({{.*}}) in ({{.*}} = %c32{{(_[0-9]+)?}}, {{.*}} = %c8{{(_[0-9]+)?}}, {{.*}} = %c1{{(_[0-9]+)?}})

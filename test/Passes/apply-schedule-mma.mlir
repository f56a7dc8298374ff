// mma: the contraction on tensor cores. Each warp's tile of the output as
// mma.sync m16n8k16 pieces whose accumulators stay in registers across the
// K loop; with promote the block's threads stage A and B in shared memory
// and the warps read their fragments with ldmatrix (B transposed).
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-f16.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=mma;promote(0,1)" \
// RUN:   | FileCheck %s --check-prefix=PROMOTE
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-128x64.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=mma;promote(0,1)" \
// RUN:   | FileCheck %s --check-prefix=F32-DEFAULT
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-128x64.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(128,128);mma;promote(0,1)" \
// RUN:   | FileCheck %s --check-prefix=F32-STEP
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-128x64.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(64,128);mma;promote(0,1)" \
// RUN:   | FileCheck %s --check-prefix=F32-STEP-WIDE
// RUN: cuda-agent-opt %S/../Inputs/kernels/conv3x3-bias-relu.mlir --cuda-agent-torch-to-kernel \
// RUN:   | cuda-agent-opt --cuda-agent-apply-schedule="schedule=mma;promote(0,1)" \
// RUN:   | FileCheck %s --check-prefix=F32-SMALL-M
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-f16.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(64,128);thread(32,64);reduce(16);mma" \
// RUN:   | FileCheck %s --check-prefix=GLOBAL
// RUN: cuda-agent-opt %s -split-input-file \
// RUN:   --cuda-agent-apply-schedule="schedule=mma;promote(0,1)" \
// RUN:   | FileCheck %s --check-prefix=SHAPES
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-f16.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(128,128);thread(64,64);reduce(16);promote(0,1);pipeline(3);mma" \
// RUN:   | FileCheck %s --check-prefix=PIPELINE
// RUN: sed 's/xf16/xf32/g' %S/../Inputs/kernels/matmul-f16.mlir \
// RUN:   | cuda-agent-opt --cuda-agent-apply-schedule="schedule=block(64,64);thread(32,32);reduce(8);promote(0,1);mma" \
// RUN:   | FileCheck %s --check-prefix=F32
// RUN: sed 's/xf16/xf32/g' %S/../Inputs/kernels/matmul-f16.mlir \
// RUN:   | cuda-agent-opt --cuda-agent-apply-schedule="schedule=block(64,64);thread(32,32);reduce(64);promote(0,1);mma" \
// RUN:   | FileCheck %s --check-prefix=F32-SUMS
// RUN: sed 's/xf16/xf32/g' %S/../Inputs/kernels/matmul-f16.mlir \
// RUN:   | cuda-agent-opt --cuda-agent-apply-schedule="schedule=block(64,64);thread(32,32);reduce(8);promote(0,1);mma;tf32" \
// RUN:   | FileCheck %s --check-prefix=TF32
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-bias-relu.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=block(64,128);thread(32,64);reduce(16);promote(0,1);mma" \
// RUN:   | FileCheck %s --check-prefix=EPILOGUE
// RUN: cuda-agent-opt %S/../Inputs/kernels/conv3x3-bias-relu.mlir --cuda-agent-torch-to-kernel \
// RUN:   | cuda-agent-opt --cuda-agent-apply-schedule="schedule=block(1,32,64);thread(0,32,32);reduce(16);promote(0,1);mma" \
// RUN:   | FileCheck %s --check-prefix=CONV
// RUN: cuda-agent-opt %S/../Inputs/kernels/conv3x3-bias-relu.mlir --cuda-agent-torch-to-kernel \
// RUN:   | cuda-agent-opt --cuda-agent-apply-schedule="schedule=block(1,32,64);thread(0,32,32);reduce(16);promote(0,1);pipeline(2);mma" \
// RUN:   | FileCheck %s --check-prefix=CONV-ASYNC

// f32: blocks at most 64 wide by default (128 x 64 of 64 x 32 warps: the
// 64 x 64 warps of 128 x 128 blocks spill); K steps of 64 bytes (16
// values) where two stages of 128-byte steps would not fit 48 KiB (128 x
// 128 blocks), else 128 bytes (128 x 64, 64 x 128).
// F32-DEFAULT: cuda_agent.schedule = #cuda_agent.schedule<"block(128,64);thread(64,32);reduce(32);promote(0,1);mma">
// F32-STEP: cuda_agent.schedule = #cuda_agent.schedule<"block(128,128);thread(64,64);reduce(16);promote(0,1);mma">
// F32-STEP-WIDE: cuda_agent.schedule = #cuda_agent.schedule<"block(64,128);thread(32,64);reduce(32);promote(0,1);mma">

// f32 with M of 64 or less (32 filters): blocks no wider than 64, warp
// tiles halved along their longer side to 4 warps.
// F32-SMALL-M: cuda_agent.schedule = #cuda_agent.schedule<"block(1,32,64);thread(0,16,32);reduce(24);promote(0,1);fuse;mma">

// The defaults: 128x128 blocks of 4 warps of 64x64, K steps of 32. All 128
// threads zero the block's C tile (16-byte pieces), then each lane loads its
// accumulators once, before the K loop. The staging buffers are swizzled
// (nvgpu-optimize-shared-memory: each row's 16-byte pieces XOR-permuted), in
// NVVM's shared space 3, every view folded into the accesses.
// PROMOTE: module attributes {{.*}}cuda_agent.schedule = #cuda_agent.schedule<"block(128,128);thread(64,64);reduce(32);promote(0,1);mma">}
// PROMOTE: gpu.launch blocks({{.*}}) in ({{.*}} = %c1{{.*}}, {{.*}} = %c2{{.*}}, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c128{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}})
// PROMOTE: vector.store %{{.*}} : memref<256x128xf32>, vector<4xf32>
// PROMOTE: gpu.barrier
// PROMOTE-DAG: %[[SA:.*]] = memref.get_global @[[GA:.*]] : memref<128x32xf16, 3>
// PROMOTE-DAG: %[[SB:.*]] = memref.get_global @[[GB:.*]] : memref<32x128xf16, 3>
// PROMOTE: vector.load {{.*}} : memref<256x128xf32>, vector<2xf32>
// PROMOTE: %[[ACC:.*]]:32 = scf.for %{{.*}} = %c0{{.*}} to %c64{{.*}} step %c32{{.*}} iter_args(
// Each thread copies 4 rows of 8 halves (16 bytes) of each tile.
// PROMOTE:   vector.load {{.*}} : memref<256x64xf16>, vector<8xf16>
// PROMOTE:   %[[COLUMN:.*]] = arith.xori
// PROMOTE:   vector.store {{.*}}, %[[SA]][%{{.*}}, %[[COLUMN]]] : memref<128x32xf16, 3>, vector<8xf16>
// PROMOTE:   gpu.barrier
// PROMOTE:   nvgpu.ldmatrix %[[SA]]{{.*}} {numTiles = 4 : i32, transpose = false} : memref<128x32xf16, 3> -> vector<4x2xf16>
// PROMOTE:   nvgpu.ldmatrix %[[SB]]{{.*}} {numTiles = 2 : i32, transpose = true} : memref<32x128xf16, 3> -> vector<2x2xf16>
// PROMOTE:   nvgpu.mma.sync({{.*}}) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
// PROMOTE-NOT: vector.store {{.*}}memref<256x128xf32>
// PROMOTE:   gpu.barrier
// PROMOTE:   scf.yield
// After the loop each lane stores its accumulators.
// PROMOTE: vector.store {{.*}} : memref<256x128xf32>, vector<2xf32>
// PROMOTE: gpu.terminator
// PROMOTE-DAG: memref.global "private" @[[GA]] : memref<128x32xf16, 3> {alignment = 16 : i64}
// PROMOTE-DAG: memref.global "private" @[[GB]] : memref<32x128xf16, 3> {alignment = 16 : i64}

// pipeline(3): three buffers of each tile (NVVM's integer space 3 after
// the conversion, which nvgpu's pipelining takes; the stage views folded
// into the accesses, swizzled), 16-byte cp.async copies
// issued two K steps ahead, each step waiting for its own group only (here
// 4 steps: the pipelined loop is all prologue and epilogue). The
// accumulators are loaded once.
// PIPELINE: module attributes {{.*}}cuda_agent.schedule = #cuda_agent.schedule<"block(128,128);thread(64,64);reduce(16);promote(0,1);pipeline(3);mma">}
// PIPELINE: vector.load {{.*}} : memref<256x128xf32>, vector<2xf32>
// PIPELINE: nvgpu.device_async_copy %{{.*}}, %[[STAGES:.*]][%c0{{.*}}, %{{.*}}, %{{.*}}], 8 {bypassL1} : memref<256x64xf16> to memref<3x128x16xf16, 3>
// PIPELINE: nvgpu.device_async_create_group
// PIPELINE: nvgpu.device_async_wait %{{.*}} {numGroups = 2 : i32}
// PIPELINE: nvgpu.ldmatrix %[[STAGES]]{{.*}} : memref<3x128x16xf16, 3> -> vector<4x2xf16>
// PIPELINE: nvgpu.mma.sync
// PIPELINE: nvgpu.device_async_wait %{{.*}} {numGroups = 1 : i32}
// PIPELINE: nvgpu.device_async_wait %{{.*}} {numGroups = 0 : i32}
// PIPELINE-NOT: vector.load {{.*}} : memref<256x128xf32>
// PIPELINE: memref.global "private" @{{.*}} : memref<3x128x16xf16, 3> {alignment = 16 : i64}
// PIPELINE: memref.global "private" @{{.*}} : memref<3x16x128xf16, 3> {alignment = 16 : i64}

// Without promote each lane loads its fragments from global memory: a
// 64x128 block of 4 warps of 32x64, 2 x 8 mma.sync per K step of 16.
// GLOBAL: gpu.launch blocks({{.*}}) in ({{.*}} = %c1{{.*}}, {{.*}} = %c4{{.*}}, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c128{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}})
// GLOBAL: scf.for %{{.*}} = %c0{{.*}} to %c64{{.*}} step %c16{{.*}} iter_args(
// GLOBAL-NOT: nvgpu.ldmatrix
// GLOBAL-COUNT-16: nvgpu.mma.sync
// GLOBAL-NOT: nvgpu.mma.sync
// GLOBAL: scf.yield

// A batch matmul: one batch element per block (grid z), the same warps.
// SHAPES-LABEL: func.func @batch
// SHAPES: gpu.launch blocks({{.*}}) in ({{.*}} = %c2{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c4{{.*}}) threads({{.*}}) in ({{.*}} = %c128{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}})
// SHAPES: nvgpu.ldmatrix {{.*}} {numTiles = 4 : i32, transpose = false}
// SHAPES: nvgpu.mma.sync
func.func @batch(%a: tensor<4x128x64xf16>, %b: tensor<4x64x256xf16>, %c: tensor<4x128x256xf32>) -> tensor<4x128x256xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<4x128x256xf32>) -> tensor<4x128x256xf32>
  %r = linalg.batch_matmul ins(%a, %b : tensor<4x128x64xf16>, tensor<4x64x256xf16>) outs(%f : tensor<4x128x256xf32>) -> tensor<4x128x256xf32>
  return %r : tensor<4x128x256xf32>
}

// -----

// B as (N, K), a linear layer's weight: its fragments need no transpose.
// SHAPES-LABEL: func.func @weights
// SHAPES: nvgpu.ldmatrix {{.*}} : memref<128x32xf16, 3> -> vector<4x2xf16>
// SHAPES: nvgpu.ldmatrix {{.*}} {numTiles = {{[0-9]}} : i32, transpose = false} : memref<128x32xf16, 3>
// SHAPES: nvgpu.mma.sync
func.func @weights(%x: tensor<256x64xf16>, %w: tensor<128x64xf16>, %c: tensor<256x128xf32>) -> tensor<256x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<256x128xf32>) -> tensor<256x128xf32>
  %r = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<256x64xf16>, tensor<128x64xf16>) outs(%f : tensor<256x128xf32>) -> tensor<256x128xf32>
  return %r : tensor<256x128xf32>
}

// -----

// f16 accumulators: mma.sync with f16 C fragments.
// SHAPES-LABEL: func.func @half
// SHAPES: nvgpu.mma.sync({{.*}}) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
func.func @half(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %c: tensor<128x128xf16>) -> tensor<128x128xf16> {
  %z = arith.constant 0.0 : f16
  %f = linalg.fill ins(%z : f16) outs(%c : tensor<128x128xf16>) -> tensor<128x128xf16>
  %r = linalg.matmul ins(%a, %b : tensor<128x64xf16>, tensor<64x128xf16>) outs(%f : tensor<128x128xf16>) -> tensor<128x128xf16>
  return %r : tensor<128x128xf16>
}

// -----

// bf16 (upstream converts no bf16 fragments): for the conversion each
// staging buffer is bytes with a bf16 view, which the copies write, and an
// f16 view, which the contractions read; after it each product is an
// nvvm.mma.sync with bf16 multiplicands, ldmatrix reads the bf16 buffer
// itself (its fragments bitcast to the f16 vectors the conversion made), and
// the buffer, a plain bf16 one again, is swizzled like f16's.
// SHAPES-LABEL: func.func @bfloat
// SHAPES-NOT: memref.view
// SHAPES: %[[COLUMN:.*]] = arith.xori
// SHAPES: vector.store {{.*}}, %[[STAGED:.*]][%{{.*}}, %[[COLUMN]]] : memref<128x32xbf16, 3>, vector<8xbf16>
// SHAPES: %[[FRAGMENT:.*]] = nvgpu.ldmatrix %[[STAGED]]{{.*}} : memref<128x32xbf16, 3> -> vector<4x2xbf16>
// SHAPES: vector.bitcast %[[FRAGMENT]] : vector<4x2xbf16> to vector<4x2xf16>
// SHAPES: llvm.bitcast {{.*}} : vector<2xf16> to i32
// SHAPES: nvvm.mma.sync A[{{.*}}] B[{{.*}}] C[{{.*}}] {{{.*}}multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// SHAPES-NOT: nvgpu.mma.sync
// SHAPES: memref.global "private" @{{.*}} : memref<128x32xbf16, 3> {alignment = 16 : i64}
func.func @bfloat(%a: tensor<128x64xbf16>, %b: tensor<64x128xbf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  %r = linalg.matmul ins(%a, %b : tensor<128x64xbf16>, tensor<64x128xbf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// f32 on tf32 (m16n8k8, K steps of 8): A's fragments by ldmatrix, B's by
// per-lane loads. Each fragment is split once into its value rounded to
// tf32 (half a tf32 place added, the 13 low bits cleared) and the rounded
// rest; each piece of the warp tile is three products, the small ones
// first, from zero, then added to the accumulators in f32 (the tensor cores
// round toward zero): 2 x 4 pieces, 24 mma.sync.
// F32-NOT: cuda_agent.tf32_products
// F32-DAG: %[[HALF:.*]] = arith.constant dense<4096> : vector<4x1xi32>
// F32-DAG: %[[LOW:.*]] = arith.constant dense<-8192> : vector<4x1xi32>
// F32-DAG: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// F32: scf.for {{.*}} step %c8 iter_args(%[[ACC:[^ ]*]] =
// F32: %[[A:.*]] = nvgpu.ldmatrix {{.*}} -> vector<4x1xf32>
// F32: %[[ABITS:.*]] = arith.bitcast %[[A]] : vector<4x1xf32> to vector<4x1xi32>
// F32: %[[AUP:.*]] = arith.addi %[[ABITS]], %[[HALF]]
// F32: %[[ACLEARED:.*]] = arith.andi %[[AUP]], %[[LOW]]
// F32: %[[ABIG:.*]] = arith.bitcast %[[ACLEARED]] : vector<4x1xi32> to vector<4x1xf32>
// F32: %[[AREST:.*]] = arith.subf %[[A]], %[[ABIG]]
// F32: %[[RESTBITS:.*]] = arith.bitcast %[[AREST]]
// F32: arith.addi %[[RESTBITS]], %[[HALF]]
// F32: %[[ASMALL:.*]] = arith.bitcast {{.*}} : vector<4x1xi32> to vector<4x1xf32>
// F32: %[[B:.*]] = vector.from_elements {{.*}} : vector<2x1xf32>
// F32: %[[BBIG:.*]] = arith.bitcast {{.*}} : vector<2x1xi32> to vector<2x1xf32>
// F32: arith.subf %[[B]], %[[BBIG]]
// F32: %[[BSMALL:.*]] = arith.bitcast {{.*}} : vector<2x1xi32> to vector<2x1xf32>
// F32: %[[P1:.*]] = nvgpu.mma.sync(%[[ASMALL]], %[[BBIG]], %[[ZERO]]) {mmaShape = [16, 8, 8], tf32Enabled}
// F32: %[[P2:.*]] = nvgpu.mma.sync(%[[ABIG]], %[[BSMALL]], %[[P1]]) {mmaShape = [16, 8, 8], tf32Enabled}
// F32: %[[P3:.*]] = nvgpu.mma.sync(%[[ABIG]], %[[BBIG]], %[[P2]]) {mmaShape = [16, 8, 8], tf32Enabled}
// F32: arith.addf %[[ACC]], %[[P3]] : vector<2x2xf32>
// F32-COUNT-21: nvgpu.mma.sync
// F32-NOT: nvgpu.mma.sync
// F32: scf.yield

// A K step of several pieces sums up to 4 of them (K 32) in the tensor
// cores before one f32 add: K 64 is 8 pieces a tile, two sums of 4, each
// from zero, 2 adds for each of the warp's 8 tiles, 192 mma.sync.
// F32-SUMS: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// F32-SUMS: %[[Q1:.*]] = nvgpu.mma.sync(%{{.*}}, %{{.*}}, %[[ZERO]])
// F32-SUMS: %[[Q2:.*]] = nvgpu.mma.sync(%{{.*}}, %{{.*}}, %[[Q1]])
// F32-SUMS: %[[Q3:.*]] = nvgpu.mma.sync(%{{.*}}, %{{.*}}, %[[Q2]])
// F32-SUMS-NOT: arith.addf
// F32-SUMS: nvgpu.mma.sync(%{{.*}}, %{{.*}}, %[[Q3]])
// F32-SUMS-NOT: arith.addf
// F32-SUMS: %[[SUM:.*]] = arith.addf %{{.*}}, %{{.*}} : vector<2x2xf32>
// F32-SUMS-COUNT-7: arith.addf %{{.*}}, %{{.*}} : vector<2x2xf32>
// F32-SUMS-NOT: arith.addf
// F32-SUMS: nvgpu.mma.sync(%{{.*}}, %{{.*}}, %[[ZERO]])
// F32-SUMS-NOT: arith.addf
// F32-SUMS: arith.addf %[[SUM]], %{{.*}} : vector<2x2xf32>
// F32-SUMS-COUNT-7: arith.addf %{{.*}}, %{{.*}} : vector<2x2xf32>
// F32-SUMS-NOT: arith.addf
// F32-SUMS-NOT: nvgpu.mma.sync


// tf32: the fragments rounded by the tensor cores, one product a piece;
// the module says so for the launch plan (tf32's tolerance).
// TF32: cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(32,32);reduce(8);promote(0,1);mma;tf32">, cuda_agent.tf32_products}
// TF32: scf.for {{.*}} step %c8
// TF32-NOT: arith.andi {{.*}} : vector
// TF32-COUNT-8: nvgpu.mma.sync({{.*}}) {mmaShape = [16, 8, 8], tf32Enabled} : (vector<4x1xf32>, vector<2x1xf32>, vector<2x2xf32>)
// TF32-NOT: nvgpu.mma.sync
// TF32: scf.yield

// With fused ops (relu(A * B + bias)): the contraction on tensor cores
// into a buffer of its own (filled there, not in the destination), then
// the epilogue as a second kernel over the same 2 x 2 blocks of 128
// threads, each thread 16 rows of 4 values: the product and the bias in
// 16-byte loads, the result in 16-byte stores.
// EPILOGUE: cuda_agent.schedule = #cuda_agent.schedule<"block(64,128);thread(32,64);reduce(16);promote(0,1);fuse;mma">
// EPILOGUE: func.func @linear_relu(%{{.*}}: memref<128x64xf32>, %{{.*}}: memref<64x256xf32>, %[[BIAS:.*]]: memref<256xf32>, %[[OUT:.*]]: memref<128x256xf32>)
// EPILOGUE: %[[PRODUCT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128x256xf32>
// EPILOGUE: gpu.launch blocks({{.*}}) in ({{.*}} = %c2{{.*}}, {{.*}} = %c2{{.*}}, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c128{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}})
// EPILOGUE: vector.store %{{.*}}, %[[PRODUCT]]
// EPILOGUE: nvgpu.mma.sync
// EPILOGUE-NOT: %[[OUT]][
// EPILOGUE: vector.store %{{.*}}, %[[PRODUCT]]{{.*}} : memref<128x256xf32>, vector<2xf32>
// EPILOGUE: gpu.terminator
// EPILOGUE: gpu.launch blocks({{.*}}) in ({{.*}} = %c2{{.*}}, {{.*}} = %c2{{.*}}, {{.*}} = %c1{{.*}}) threads({{.*}}) in ({{.*}} = %c128{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}})
// EPILOGUE-NOT: nvgpu.mma.sync
// EPILOGUE-COUNT-16: vector.load %[[PRODUCT]]{{.*}} : memref<128x256xf32>, vector<4xf32>
// EPILOGUE: vector.load %[[BIAS]]{{.*}} : memref<256xf32>, vector<4xf32>
// EPILOGUE: arith.addf {{.*}} : vector<16x4xf32>
// EPILOGUE: arith.maximumf {{.*}} : vector<16x4xf32>
// EPILOGUE-COUNT-16: vector.store %{{.*}}, %[[OUT]]{{.*}} : memref<128x256xf32>, vector<4xf32>
// EPILOGUE: gpu.terminator
// EPILOGUE-NOT: gpu.launch

// A convolution as a GEMM (cuda-agent-convolutions-to-gemm), an implicit
// GEMM: B's staging copies read the unpadded image through the im2col
// gather's map (cuda-agent-fold-gathers-into-staging), one element each,
// masked outside the image, so neither the padding nor the gather's
// temporary is left; the filter is A for the whole batch; bias and ReLU
// run in the epilogue kernel.
// CONV-LABEL: func.func @conv3x3_bias_relu(
// CONV-NOT: memref<2x16x18x18xf32>
// CONV-NOT: memref<2x144x256xf32>
// CONV-NOT: linalg.
// CONV: gpu.launch blocks
// CONV: memref.get_global @{{.*}} : memref<32x16xf32, 3>
// CONV: memref.get_global @{{.*}} : memref<1x16x64xf32, 3>
// The filter is read through its collapse into a matrix: the accumulators
// stay loop-carried registers all the same.
// CONV: scf.for {{.*}} iter_args({{.*}}) -> (vector<2x2xf32>, vector<2x2xf32>
// CONV: vector.maskedload %arg0[{{.*}}], %{{.*}}, %{{.*}} : memref<2x16x16x16xf32>, vector<1xi1>, vector<1xf32> into vector<1xf32>
// CONV: nvgpu.mma.sync
// CONV: scf.yield {{.*}} : vector<2x2xf32>
// CONV: gpu.launch blocks
// CONV: arith.maximumf {{.*}} : vector<8x4xf32>
// CONV-NOT: gpu.launch

// Pipelined, the image's elements are 4-byte cp.asyncs, zero-filled
// outside the image (their source size an operand).
// CONV-ASYNC-LABEL: func.func @conv3x3_bias_relu(
// CONV-ASYNC-NOT: linalg.
// CONV-ASYNC: gpu.launch blocks
// CONV-ASYNC: nvgpu.device_async_copy %arg0[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}], 1, %{{.*}} : memref<2x16x16x16xf32> to memref<2x1x16x64xf32, 3>
// CONV-ASYNC: nvgpu.mma.sync

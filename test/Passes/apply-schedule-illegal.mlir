// Each legality rule of the tiled-SIMT skeleton, broken once: an error on the
// anchor op naming the action and the rule, and no transformation.
// RUN: cuda-agent-opt %s -split-input-file -cuda-agent-apply-schedule -verify-diagnostics

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(64)': 'block' takes one tile per parallel loop; the anchor has 2 (trip counts 1024, 1024)}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(48,64)': 'block' tile 48 does not divide the trip count 1024 of parallel loop 0}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(48,64)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(2048,64)': 'block' tile 2048 does not divide the trip count 1024 of parallel loop 0}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(2048,64)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(0,0)': 'block' tiles no loop; give at least one non-zero tile}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(0,0)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%in: tensor<2x34x34x16xf32>, %w: tensor<3x3x16x32xf32>, %out: tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32> {
  // expected-error @+1 {{illegal schedule 'block(1,1,1,1)': 'block' tiles 4 loops; a grid has 3 dimensions}}
  %r = linalg.conv_2d_nhwc_hwcf {cuda_agent.schedule = #cuda_agent.schedule<"block(1,1,1,1)">, dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %w : tensor<2x34x34x16xf32>, tensor<3x3x16x32xf32>) outs(%out : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
  return %r : tensor<2x32x32x32xf32>
}

// -----

func.func @k(%a: tensor<131072x8xf32>, %b: tensor<8x1xf32>, %c: tensor<131072x1xf32>) -> tensor<131072x1xf32> {
  // expected-error @+1 {{illegal schedule 'block(1,1)': 'block' gives grid y = 131072, above the limit 65535}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(1,1)">} ins(%a, %b : tensor<131072x8xf32>, tensor<8x1xf32>) outs(%c : tensor<131072x1xf32>) -> tensor<131072x1xf32>
  return %r : tensor<131072x1xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);thread(4)': 'thread' takes one tile per parallel loop; the anchor has 2}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);thread(3,4)': 'thread' tile 3 does not divide the block's extent 64 of parallel loop 0}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(3,4)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);thread(0,64)': 'thread' maps no loop to threads; every tile is 0 or the whole block extent}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(0,64)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);thread(1,2)': 'thread' gives 2048 threads per block, above the limit 1024}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(1,2)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(128,128);thread(16,16)': 'thread' gives each thread 256 outputs; more than 128 spill registers}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(128,128);thread(16,16)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%in: tensor<2x34x34x16xf32>, %w: tensor<3x3x16x32xf32>, %out: tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32> {
  // expected-error @+1 {{illegal schedule 'block(0,1,32,32);thread(0,0,32,32)': 'thread' maps no loop to threads; every tile is 0 or the whole block extent}}
  %r = linalg.conv_2d_nhwc_hwcf {cuda_agent.schedule = #cuda_agent.schedule<"block(0,1,32,32);thread(0,0,32,32)">, dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %w : tensor<2x34x34x16xf32>, tensor<3x3x16x32xf32>) outs(%out : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
  return %r : tensor<2x32x32x32xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  // expected-error @+1 {{illegal schedule 'block(64,64);reduce(8)': 'reduce' needs a reduction loop; the anchor has none}}
  %r = linalg.exp {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);reduce(8)">} ins(%a : tensor<1024x1024xf32>) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);thread(4,4);reduce(12)': 'reduce' tile 12 does not divide the trip count 1024 of reduction loop 0}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4,4);reduce(12)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);thread(4,4);reduce(8,8)': 'reduce' takes 1 tile (innermost reduction loop) or one per reduction loop (1)}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4,4);reduce(8,8)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);thread(4,4);reduce(512)': 'reduce' makes each thread run 8192 iterations of vector code per serial step (unrolled); more than 4096}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4,4);reduce(512)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);thread(4,4);reduce(0);unroll(2)': 'unroll' needs a serial loop: tile a reduction loop with reduce(k), k below its trip count}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4,4);reduce(0);unroll(2)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);thread(4,4);reduce(8);unroll(3)': 'unroll' factor 3 does not divide the serial loop's trip count 128}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4,4);reduce(8);unroll(3)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);thread(4,4);reduce(128);unroll(8)': 'unroll' makes each thread run 16384 iterations of vector code per serial step (unrolled); more than 4096}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4,4);reduce(128);unroll(8)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);thread(4,4);vector(8)': 'vector' width 8 is not 1, 2 or 4 (accesses of up to 128 bits)}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4,4);vector(8)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);thread(4,2);vector(4)': 'vector' needs the per-thread tile of the innermost parallel loop to be 4, it is 2}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4,2);vector(4)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  // expected-error @+1 {{illegal schedule 'block(128,1024);thread(0,256)': 'thread' gives each thread 32768 outputs; more than 128 spill registers}}
  %r = linalg.exp {cuda_agent.schedule = #cuda_agent.schedule<"block(128,1024);thread(0,256)">} ins(%a : tensor<1024x1024xf32>) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);thread(4,4);promote(2)': 'promote' operand 2 is not an input of the anchor (it has 2)}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4,4);promote(2)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

// Staged tiles: A 128x64 + B 64x128 f32 = 64 KiB.
func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(128,128);thread(8,8);reduce(64);promote(0,1)': 'promote' stages 65536 bytes per block in shared memory, above the 49152 bytes of static shared memory}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(128,128);thread(8,8);reduce(64);promote(0,1)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);thread(4,4);interchange(1,0)': 'interchange' takes a permutation of the anchor's 3 loops}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4,4);interchange(1,0)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);thread(4,4);interchange(0,2,1)': 'interchange' puts a parallel loop after a reduction loop; the reduction loops must stay innermost}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4,4);interchange(0,2,1)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);thread(4,4);fuse': 'fuse' has nothing to fuse: the kernel has one linalg op besides its init fills}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4,4);fuse">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);thread(4,4);splitk(3)': 'splitk' takes 2 or more blocks that divide the trip count 1024 of the innermost reduction loop, got 3}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4,4);splitk(3)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);split(1000)': 'split' 1000 threads do not divide the trip count 1024 of the innermost reduction loop}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);split(1000)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);split(2048)': 'split' takes 2 to 1024 threads, got 2048}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);split(2048)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(2,2);thread(1,1);split(32)': 'thread' maps parallel loops to threads, which split gives to the reduction; leave it out}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(2,2);thread(1,1);split(32)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(2,2);reduce(8);split(32)': 'reduce' cannot be combined with split (each thread reduces one contiguous share)}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(2,2);reduce(8);split(32)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(2,2);split(32);promote(0)': 'promote' cannot be combined with split}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(2,2);split(32);promote(0)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(32,64);split(8)': 'split' stages 98304 bytes of partial results per block in shared memory, above the 49152 bytes of static shared memory}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(32,64);split(8)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(16,16);split(2)': 'split' makes each thread run 131072 iterations of vector code; more than 4096}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(16,16);split(2)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

// The last combine runs on one thread while the block waits: bounded.
func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(4,4);split(64)': 'split' leaves one thread 512 partial results to add (the block's 16 outputs times 32); at most 256}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(4,4);split(64)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

func.func @k(%x: tensor<64x128xf32>, %o: tensor<128xf32>) -> tensor<128xf32> {
  // expected-error @+1 {{illegal schedule 'block(32);split(8)': 'split' needs the last loop to be a reduction loop (interchange one there)}}
  %r = linalg.generic {cuda_agent.schedule = #cuda_agent.schedule<"block(32);split(8)">, indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>], iterator_types = ["reduction", "parallel"]} ins(%x : tensor<64x128xf32>) outs(%o : tensor<128xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<128xf32>
  return %r : tensor<128xf32>
}

// -----

func.func @k(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = linalg.exp ins(%a : tensor<64x64xf32>) outs(%b : tensor<64x64xf32>) -> tensor<64x64xf32>
  // expected-error @+1 {{illegal schedule 'block(8,64);thread(1,1);vector(1);fuse': 'fuse' needs vector code: scalar fused ops keep each intermediate tile in a per-thread buffer (a malloc in the kernel)}}
  %1 = linalg.negf {cuda_agent.schedule = #cuda_agent.schedule<"block(8,64);thread(1,1);vector(1);fuse">} ins(%0 : tensor<64x64xf32>) outs(%b : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %1 : tensor<64x64xf32>
}

// -----

func.func @k(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = linalg.exp ins(%a : tensor<64x64xf32>) outs(%b : tensor<64x64xf32>) -> tensor<64x64xf32>
  // expected-error @+1 {{illegal schedule 'block(8,64);thread(1,4);promote(0);fuse': 'fuse' cannot be combined with promote yet}}
  %1 = linalg.negf {cuda_agent.schedule = #cuda_agent.schedule<"block(8,64);thread(1,4);promote(0);fuse">} ins(%0 : tensor<64x64xf32>) outs(%b : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %1 : tensor<64x64xf32>
}

// -----

func.func @k(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = linalg.exp ins(%a : tensor<64x64xf32>) outs(%b : tensor<64x64xf32>) -> tensor<64x64xf32>
  // expected-error @+1 {{illegal schedule 'block(8,64);thread(1,4);interchange(1,0);fuse': 'fuse' cannot be combined with interchange yet}}
  %1 = linalg.negf {cuda_agent.schedule = #cuda_agent.schedule<"block(8,64);thread(1,4);interchange(1,0);fuse">} ins(%0 : tensor<64x64xf32>) outs(%b : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %1 : tensor<64x64xf32>
}

// -----

// Split takes fused ops along rows only: a matmul's epilogue is over its
// output tile, which the threads of a split do not share.
func.func @matmul_relu(%a: tensor<64x128xf32>, %b: tensor<128x64xf32>, %o: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  // expected-error @+1 {{illegal schedule 'block(1,1);split(32);fuse': 'fuse' cannot be combined with split yet}}
  %m = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(1,1);split(32);fuse">} ins(%a, %b : tensor<64x128xf32>, tensor<128x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = linalg.max ins(%m, %f : tensor<64x64xf32>, tensor<64x64xf32>) outs(%o : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}

// -----

// Each serial step computes the fused producers of the anchor's inputs on
// its slice, in registers: at most 256 values a step.
func.func @exp_row_sum(%x: tensor<64x4096xf32>, %o: tensor<64xf32>) -> tensor<64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x4096xf32>
  %p = linalg.exp ins(%x : tensor<64x4096xf32>) outs(%e : tensor<64x4096xf32>) -> tensor<64x4096xf32>
  %f = linalg.fill ins(%z : f32) outs(%o : tensor<64xf32>) -> tensor<64xf32>
  // expected-error @+1 {{illegal schedule 'block(2);thread(1);reduce(512);fuse': 'reduce' makes each thread run 512 iterations of vector code per serial step (unrolled), each computing the fused producers of the inputs; more than 256}}
  %r = linalg.reduce ins(%p : tensor<64x4096xf32>) outs(%f : tensor<64xf32>) dimensions = [1] {cuda_agent.schedule = #cuda_agent.schedule<"block(2);thread(1);reduce(512);fuse">}
    (%v: f32, %acc: f32) {
      %s = arith.addf %v, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<64xf32>
}

// -----

// A row reduction of a product of two inputs (a mat-vec) with an epilogue
// does not run along rows either.
func.func @matvec_scale(%x: tensor<64x128xf32>, %w: tensor<64x128xf32>, %o: tensor<64xf32>) -> tensor<64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  // expected-error @+1 {{illegal schedule 'block(1);split(32);fuse': 'fuse' cannot be combined with split yet}}
  %d = linalg.generic {cuda_agent.schedule = #cuda_agent.schedule<"block(1);split(32);fuse">, indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x, %w : tensor<64x128xf32>, tensor<64x128xf32>) outs(%f : tensor<64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %p, %acc : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %r = linalg.negf ins(%d : tensor<64xf32>) outs(%o : tensor<64xf32>) -> tensor<64xf32>
  return %r : tensor<64xf32>
}

// -----

// Row kernels (softmax): their threads share each row; no thread tiles.
func.func @softmax(%x: tensor<64x256xf32>, %o: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %lowest = arith.constant 0xFF800000 : f32
  %z = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<64xf32>
  %mi = linalg.fill ins(%lowest : f32) outs(%rows : tensor<64xf32>) -> tensor<64xf32>
  // expected-error @+1 {{illegal schedule 'block(1);thread(1);split(64)': 'thread' is not available for row kernels (softmax, norms) yet: they take block, split and fuse}}
  %m = linalg.reduce ins(%x : tensor<64x256xf32>) outs(%mi : tensor<64xf32>) dimensions = [1] {cuda_agent.schedule = #cuda_agent.schedule<"block(1);thread(1);split(64)">}
    (%v: f32, %acc: f32) {
      %r = arith.maximumf %v, %acc : f32
      linalg.yield %r : f32
    }
  %mb = linalg.broadcast ins(%m : tensor<64xf32>) outs(%o : tensor<64x256xf32>) dimensions = [1]
  %d = linalg.sub ins(%x, %mb : tensor<64x256xf32>, tensor<64x256xf32>) outs(%o : tensor<64x256xf32>) -> tensor<64x256xf32>
  %e = linalg.exp ins(%d : tensor<64x256xf32>) outs(%o : tensor<64x256xf32>) -> tensor<64x256xf32>
  %si = linalg.fill ins(%z : f32) outs(%rows : tensor<64xf32>) -> tensor<64xf32>
  %s = linalg.reduce ins(%e : tensor<64x256xf32>) outs(%si : tensor<64xf32>) dimensions = [1]
    (%v: f32, %acc: f32) {
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    }
  %sb = linalg.broadcast ins(%s : tensor<64xf32>) outs(%o : tensor<64x256xf32>) dimensions = [1]
  %r = linalg.div ins(%e, %sb : tensor<64x256xf32>, tensor<64x256xf32>) outs(%o : tensor<64x256xf32>) -> tensor<64x256xf32>
  return %r : tensor<64x256xf32>
}

// -----

// Row kernels: several rows per block need 2 or more elements of each per thread.
func.func @softmax(%x: tensor<64x256xf32>, %o: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %lowest = arith.constant 0xFF800000 : f32
  %z = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<64xf32>
  %mi = linalg.fill ins(%lowest : f32) outs(%rows : tensor<64xf32>) -> tensor<64xf32>
  // expected-error @+1 {{illegal schedule 'block(2);split(256)': 'split' gives each thread one element of each of the block's 2 rows; with several rows per block a row kernel needs 2 or more per thread (the vector lowering rejects the unit dimension)}}
  %m = linalg.reduce ins(%x : tensor<64x256xf32>) outs(%mi : tensor<64xf32>) dimensions = [1] {cuda_agent.schedule = #cuda_agent.schedule<"block(2);split(256)">}
    (%v: f32, %acc: f32) {
      %r = arith.maximumf %v, %acc : f32
      linalg.yield %r : f32
    }
  %mb = linalg.broadcast ins(%m : tensor<64xf32>) outs(%o : tensor<64x256xf32>) dimensions = [1]
  %d = linalg.sub ins(%x, %mb : tensor<64x256xf32>, tensor<64x256xf32>) outs(%o : tensor<64x256xf32>) -> tensor<64x256xf32>
  %e = linalg.exp ins(%d : tensor<64x256xf32>) outs(%o : tensor<64x256xf32>) -> tensor<64x256xf32>
  %si = linalg.fill ins(%z : f32) outs(%rows : tensor<64xf32>) -> tensor<64xf32>
  %s = linalg.reduce ins(%e : tensor<64x256xf32>) outs(%si : tensor<64xf32>) dimensions = [1]
    (%v: f32, %acc: f32) {
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    }
  %sb = linalg.broadcast ins(%s : tensor<64xf32>) outs(%o : tensor<64x256xf32>) dimensions = [1]
  %r = linalg.div ins(%e, %sb : tensor<64x256xf32>, tensor<64x256xf32>) outs(%o : tensor<64x256xf32>) -> tensor<64x256xf32>
  return %r : tensor<64x256xf32>
}

// -----

// Row kernels: a thread's row elements per stage stay in registers: bounded.
func.func @softmax(%x: tensor<64x256xf32>, %o: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %lowest = arith.constant 0xFF800000 : f32
  %z = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<64xf32>
  %mi = linalg.fill ins(%lowest : f32) outs(%rows : tensor<64xf32>) -> tensor<64xf32>
  // expected-error @+1 {{illegal schedule 'block(8);split(8)': 'split' gives each thread 256 row elements per stage, held in registers; more than 128 spill}}
  %m = linalg.reduce ins(%x : tensor<64x256xf32>) outs(%mi : tensor<64xf32>) dimensions = [1] {cuda_agent.schedule = #cuda_agent.schedule<"block(8);split(8)">}
    (%v: f32, %acc: f32) {
      %r = arith.maximumf %v, %acc : f32
      linalg.yield %r : f32
    }
  %mb = linalg.broadcast ins(%m : tensor<64xf32>) outs(%o : tensor<64x256xf32>) dimensions = [1]
  %d = linalg.sub ins(%x, %mb : tensor<64x256xf32>, tensor<64x256xf32>) outs(%o : tensor<64x256xf32>) -> tensor<64x256xf32>
  %e = linalg.exp ins(%d : tensor<64x256xf32>) outs(%o : tensor<64x256xf32>) -> tensor<64x256xf32>
  %si = linalg.fill ins(%z : f32) outs(%rows : tensor<64xf32>) -> tensor<64xf32>
  %s = linalg.reduce ins(%e : tensor<64x256xf32>) outs(%si : tensor<64xf32>) dimensions = [1]
    (%v: f32, %acc: f32) {
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    }
  %sb = linalg.broadcast ins(%s : tensor<64xf32>) outs(%o : tensor<64x256xf32>) dimensions = [1]
  %r = linalg.div ins(%e, %sb : tensor<64x256xf32>, tensor<64x256xf32>) outs(%o : tensor<64x256xf32>) -> tensor<64x256xf32>
  return %r : tensor<64x256xf32>
}

// -----

// splitk: not into bf16 (the partial results would be bf16).
func.func @k(%a: tensor<64x4096xbf16>, %b: tensor<4096x128xbf16>, %c: tensor<64x128xbf16>) -> tensor<64x128xbf16> {
  %z = arith.constant 0.0 : bf16
  %f = linalg.fill ins(%z : bf16) outs(%c : tensor<64x128xbf16>) -> tensor<64x128xbf16>
  // expected-error @+1 {{illegal schedule 'block(32,32);thread(4,4);splitk(64)': 'splitk' needs a 32- or 64-bit output: the partial results take the output's type, and 16-bit partial sums added in 16 bits lose the precision the f32 sums kept}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(32,32);thread(4,4);splitk(64)">} ins(%a, %b : tensor<64x4096xbf16>, tensor<4096x128xbf16>) outs(%f : tensor<64x128xbf16>) -> tensor<64x128xbf16>
  return %r : tensor<64x128xbf16>
}

// -----

// splitk: not with split (the threads' own split of the reduction) yet.
func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(2,2);split(32);splitk(4)': 'splitk' cannot be combined with split yet}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(2,2);split(32);splitk(4)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

// splitk: the reduce tile divides each part (1024 / 4 = 256), not only the loop.
func.func @k(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);thread(4,4);reduce(512);splitk(4)': 'reduce' tile 512 does not divide the trip count 256 of reduction loop 0}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4,4);reduce(512);splitk(4)">} ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// -----

// splitk: the parts are a grid dimension; a block tiling three loops
// leaves none.
func.func @bmm(%a: tensor<8x128x64xf32>, %b: tensor<8x64x256xf32>, %c: tensor<8x128x256xf32>) -> tensor<8x128x256xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
  // expected-error @+1 {{illegal schedule 'block(1,32,32);thread(0,4,4);splitk(2)': 'splitk' needs a free grid dimension: tile at most 2 loops with block}}
  %r = linalg.batch_matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(1,32,32);thread(0,4,4);splitk(2)">} ins(%a, %b : tensor<8x128x64xf32>, tensor<8x64x256xf32>) outs(%f : tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
  return %r : tensor<8x128x256xf32>
}

// -----

// splitk: one reduction loop (a convolution has three).
func.func @conv(%x: tensor<1x18x18x8xf32>, %w: tensor<3x3x8x16xf32>, %o: tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%o : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
  // expected-error @+1 {{illegal schedule 'block(0,4,4,16);splitk(2)': 'splitk' needs one reduction loop (upstream split_reduction); the anchor has 3}}
  %r = linalg.conv_2d_nhwc_hwcf {cuda_agent.schedule = #cuda_agent.schedule<"block(0,4,4,16);splitk(2)">, dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x18x18x8xf32>, tensor<3x3x8x16xf32>) outs(%f : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
  return %r : tensor<1x16x16x16xf32>
}

// -----

// split: one output (argmax reduces its maxima and their indices together).
func.func @argmax(%x: tensor<64x1024xf32>, %out: tensor<64xi64>) -> tensor<64xi64> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i64
  %e = tensor.empty() : tensor<64xf32>
  %vals = linalg.fill ins(%ninf : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %idx = linalg.fill ins(%zero : i64) outs(%out : tensor<64xi64>) -> tensor<64xi64>
  // expected-error @+1 {{illegal schedule 'block(1);split(256)': 'split' needs an anchor with one output: upstream's reduction splitting combines partial results of one value (argmax reduces a maximum and its index together)}}
  %r:2 = linalg.generic {cuda_agent.schedule = #cuda_agent.schedule<"block(1);split(256)">,
                         indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x1024xf32>) outs(%vals, %idx : tensor<64xf32>, tensor<64xi64>) {
  ^bb0(%in: f32, %m: f32, %i: i64):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i64
    %gt = arith.cmpf ogt, %in, %m : f32
    %nm = arith.select %gt, %in, %m : f32
    %ni = arith.select %gt, %ji, %i : i64
    linalg.yield %nm, %ni : f32, i64
  } -> (tensor<64xf32>, tensor<64xi64>)
  return %r#1 : tensor<64xi64>
}

// -----

// splitk: one output (argmax reduces its maxima and their indices together).
func.func @argmax(%x: tensor<64x1024xf32>, %out: tensor<64xi64>) -> tensor<64xi64> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i64
  %e = tensor.empty() : tensor<64xf32>
  %vals = linalg.fill ins(%ninf : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %idx = linalg.fill ins(%zero : i64) outs(%out : tensor<64xi64>) -> tensor<64xi64>
  // expected-error @+1 {{illegal schedule 'splitk(4)': 'splitk' needs an anchor with one output: upstream's reduction splitting combines partial results of one value (argmax reduces a maximum and its index together)}}
  %r:2 = linalg.generic {cuda_agent.schedule = #cuda_agent.schedule<"splitk(4)">,
                         indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x1024xf32>) outs(%vals, %idx : tensor<64xf32>, tensor<64xi64>) {
  ^bb0(%in: f32, %m: f32, %i: i64):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i64
    %gt = arith.cmpf ogt, %in, %m : f32
    %nm = arith.select %gt, %in, %m : f32
    %ni = arith.select %gt, %ji, %i : i64
    linalg.yield %nm, %ni : f32, i64
  } -> (tensor<64xf32>, tensor<64xi64>)
  return %r#1 : tensor<64xi64>
}

// -----

// mma: f16 times bf16 has no mma.sync.
func.func @k(%a: tensor<128x64xf16>, %b: tensor<64x128xbf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'mma': 'mma' needs f16, bf16 or f32 inputs (both the same) into f32, or f16 into f16 (mma.sync m16n8k16, m16n8k8 of tf32)}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"mma">} ins(%a, %b : tensor<128x64xf16>, tensor<64x128xbf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

// mma: f32 on tf32 steps K by multiples of 8 (m16n8k8).
func.func @k(%a: tensor<128x64xf32>, %b: tensor<64x128xf32>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'reduce(4);mma': 'reduce' with mma steps K by multiples of 8, got 4}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"reduce(4);mma">} ins(%a, %b : tensor<128x64xf32>, tensor<64x128xf32>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

// mma: not K whole in one step (reduce(0)), which a warp would unroll.
func.func @k(%a: tensor<128x64xf32>, %b: tensor<64x128xf32>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'reduce(0);promote(0,1);pipeline(2);mma': 'reduce' with mma steps K by multiples of 8, got 0}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"reduce(0);promote(0,1);pipeline(2);mma">} ins(%a, %b : tensor<128x64xf32>, tensor<64x128xf32>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

// pipeline: a K loop not tiled (reduce(0)) is one step, fewer than the
// stages.
func.func @k(%a: tensor<128x64xf32>, %b: tensor<64x128xf32>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'block(32,32);thread(4,4);reduce(0);promote(0,1);pipeline(2)': 'pipeline' needs at least 2 steps of the K loop, it has 1}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(32,32);thread(4,4);reduce(0);promote(0,1);pipeline(2)">} ins(%a, %b : tensor<128x64xf32>, tensor<64x128xf32>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

// tf32 rounds mma's f32 operands: not FMA code's.
func.func @k(%a: tensor<128x64xf32>, %b: tensor<64x128xf32>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);tf32': 'tf32' rounds the operands of mma only}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);tf32">} ins(%a, %b : tensor<128x64xf32>, tensor<64x128xf32>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

// tf32 rounds f32 operands: f16 has nothing to round.
func.func @k(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'mma;tf32': 'tf32' rounds f32 operands to tf32; these are not f32}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"mma;tf32">} ins(%a, %b : tensor<128x64xf16>, tensor<64x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

// mma: a warp tile that is no multiple of the instruction's 16 rows.
func.func @k(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'block(128,128);thread(8,64);mma': 'thread' with mma gives each warp a tile of 8 along M: a multiple of 16 that divides the block's extent 128}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(128,128);thread(8,64);mma">} ins(%a, %b : tensor<128x64xf16>, tensor<64x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

// mma: K steps of the instruction's 16.
func.func @k(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'reduce(8);mma': 'reduce' with mma steps K by multiples of 16, got 8}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"reduce(8);mma">} ins(%a, %b : tensor<128x64xf16>, tensor<64x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

// mma: 128 accumulators per lane at most (a 128x64 warp tile has 256).
func.func @k(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'block(128,128);thread(128,64);mma': 'thread' gives each thread 256 accumulators; more than 128 spill registers}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(128,128);thread(128,64);mma">} ins(%a, %b : tensor<128x64xf16>, tensor<64x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

// mma stages only A and B, and is not combined with split yet.
func.func @k(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'split(4);mma': 'mma' cannot be combined with split yet}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"split(4);mma">} ins(%a, %b : tensor<128x64xf16>, tensor<64x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

// mma needs a matmul: an elementwise kernel has no K loop.
func.func @k(%a: tensor<128x128xf16>, %c: tensor<128x128xf16>) -> tensor<128x128xf16> {
  // expected-error @+1 {{illegal schedule 'mma': 'mma' needs a matmul-like contraction: one M, N and K loop and batch loops, two inputs, one output}}
  %r = linalg.add {cuda_agent.schedule = #cuda_agent.schedule<"mma">} ins(%a, %a : tensor<128x128xf16>, tensor<128x128xf16>) outs(%c : tensor<128x128xf16>) -> tensor<128x128xf16>
  return %r : tensor<128x128xf16>
}

// -----

// mma: bf16 fragments come from shared memory only.
func.func @k(%a: tensor<128x64xbf16>, %b: tensor<64x128xbf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'promote(0);mma': 'mma' with bf16 inputs needs both staged in shared memory: add promote(0,1)}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"promote(0);mma">} ins(%a, %b : tensor<128x64xbf16>, tensor<64x128xbf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

// pipeline: the stages must fit the static shared memory (3 x 32 KiB).
func.func @k(%a: tensor<128x256xf16>, %b: tensor<256x128xf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'reduce(64);promote(0,1);pipeline(3);mma': 'pipeline' stages 98304 bytes per block in shared memory (3 stages of 32768), above the 49152 bytes of static shared memory}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"reduce(64);promote(0,1);pipeline(3);mma">} ins(%a, %b : tensor<128x256xf16>, tensor<256x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

// pipeline: staged operands to pipeline.
func.func @k(%a: tensor<128x256xf16>, %b: tensor<256x128xf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'pipeline(2);mma': 'pipeline' needs A and B staged in shared memory: promote(0,1)}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"pipeline(2);mma">} ins(%a, %b : tensor<128x256xf16>, tensor<256x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

func.func @k(%a: tensor<128x256xf32>, %b: tensor<256x128xf32>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);thread(4,4);reduce(16);promote(0,1);pipeline(2);vector(1)': 'pipeline' needs vector code: the copies become cp.async of vectors}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4,4);reduce(16);promote(0,1);vector(1);pipeline(2)">} ins(%a, %b : tensor<128x256xf32>, tensor<256x128xf32>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

// pipeline on FMA code: the K loop's steps one at a time, both operands staged.
func.func @k(%a: tensor<128x256xf32>, %b: tensor<256x128xf32>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);thread(4,4);reduce(16);promote(0,1);pipeline(2);unroll(2)': 'pipeline' cannot be combined with unroll yet}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4,4);reduce(16);promote(0,1);unroll(2);pipeline(2)">} ins(%a, %b : tensor<128x256xf32>, tensor<256x128xf32>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

func.func @k(%a: tensor<128x256xf32>, %b: tensor<256x128xf32>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'block(64,64);thread(4,4);reduce(16);promote(1);pipeline(2)': 'pipeline' needs A and B staged in shared memory: promote(0,1)}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(64,64);thread(4,4);reduce(16);promote(1);pipeline(2)">} ins(%a, %b : tensor<128x256xf32>, tensor<256x128xf32>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

// pipeline: more stages than K steps (64 / 32 = 2).
func.func @k(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'promote(0,1);pipeline(3);mma': 'pipeline' needs at least 3 steps of the K loop, it has 2}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"promote(0,1);pipeline(3);mma">} ins(%a, %b : tensor<128x64xf16>, tensor<64x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

// wgmma: batches of 16-bit B as N x K only (nvgpu's descriptors of B as
// K x N step over 2-D boxes).
func.func @k(%a: tensor<2x128x64xf16>, %b: tensor<2x64x128xf16>, %c: tensor<2x128x128xf32>) -> tensor<2x128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
  // expected-error @+1 {{illegal schedule 'wgmma': 'wgmma' takes batches of 16-bit B as N x K only (its K x N descriptors step over boxes without the batch)}}
  %r = linalg.batch_matmul {cuda_agent.schedule = #cuda_agent.schedule<"wgmma">} ins(%a, %b : tensor<2x128x64xf16>, tensor<2x64x128xf16>) outs(%f : tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
  return %r : tensor<2x128x128xf32>
}

// -----

// wgmma: a block takes one matrix of the batch.
func.func @k(%a: tensor<2x128x64xf32>, %b: tensor<2x64x128xf32>, %c: tensor<2x128x128xf32>) -> tensor<2x128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
  // expected-error @+1 {{illegal schedule 'block(2,128,128);wgmma': 'block' with wgmma tiles batch loop 0 by 1, got 2}}
  %r = linalg.batch_matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(2,128,128);wgmma">} ins(%a, %b : tensor<2x128x64xf32>, tensor<2x64x128xf32>) outs(%f : tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
  return %r : tensor<2x128x128xf32>
}

// -----

// wgmma: each operand of the batch (a B broadcast over it has no batch
// coordinate to load).
func.func @k(%a: tensor<2x128x64xf32>, %b: tensor<64x128xf32>, %c: tensor<2x128x128xf32>) -> tensor<2x128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
  // expected-error @+1 {{illegal schedule 'wgmma': 'wgmma' needs a linalg.matmul, a batched matmul (B and C each of the batch, A too or one for all) or a 3x3-like convolution's GEMM of f32 (stride 1, channels a multiple of 32)}}
  %r = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] {cuda_agent.schedule = #cuda_agent.schedule<"wgmma">} ins(%a, %b : tensor<2x128x64xf32>, tensor<64x128xf32>) outs(%f : tensor<2x128x128xf32>) -> tensor<2x128x128xf32>
  return %r : tensor<2x128x128xf32>
}

// -----

// wgmma: f32 operands keep two sets of accumulators (the sums and a K
// step's products).
func.func @k(%a: tensor<128x64xf32>, %b: tensor<256x64xf32>, %c: tensor<128x256xf32>) -> tensor<128x256xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x256xf32>) -> tensor<128x256xf32>
  // expected-error @+1 {{illegal schedule 'block(128,256);wgmma': 'block' with wgmma keeps 2 set(s) of the 128 x 256 tile's f32 accumulators in registers: more than 32768}}
  %r = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] {cuda_agent.schedule = #cuda_agent.schedule<"block(128,256);wgmma">} ins(%a, %b : tensor<128x64xf32>, tensor<256x64xf32>) outs(%f : tensor<128x256xf32>) -> tensor<128x256xf32>
  return %r : tensor<128x256xf32>
}

// -----

// wgmma: ... and a thread's share of them, 2 x 128 for f32's 64 x 256
// (ptxas spills them).
func.func @k(%a: tensor<64x64xf32>, %b: tensor<256x64xf32>, %c: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<64x256xf32>) -> tensor<64x256xf32>
  // expected-error @+1 {{illegal schedule 'block(64,256);wgmma': 'block' with wgmma keeps 256 f32 accumulators a thread for 2 set(s) of the 64 x 256 tile: with 56 other registers, more than its 255}}
  %r = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] {cuda_agent.schedule = #cuda_agent.schedule<"block(64,256);wgmma">} ins(%a, %b : tensor<64x64xf32>, tensor<256x64xf32>) outs(%f : tensor<64x256xf32>) -> tensor<64x256xf32>
  return %r : tensor<64x256xf32>
}

// -----

// wgmma: f16 inputs go into f16 or f32, not f64.
func.func @k(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %c: tensor<128x128xf64>) -> tensor<128x128xf64> {
  %z = arith.constant 0.0 : f64
  %f = linalg.fill ins(%z : f64) outs(%c : tensor<128x128xf64>) -> tensor<128x128xf64>
  // expected-error @+1 {{illegal schedule 'wgmma': 'wgmma' needs f16, bf16 or f32 inputs (both the same) into f32 or their own type}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"wgmma">} ins(%a, %b : tensor<128x64xf16>, tensor<64x128xf16>) outs(%f : tensor<128x128xf64>) -> tensor<128x128xf64>
  return %r : tensor<128x128xf64>
}

// -----

// wgmma: TMA stages A and B itself; no thread tiles, no mma.sync.
func.func @k(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'promote(0,1);wgmma': 'wgmma' cannot be combined with promote (TMA stages A and B itself)}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"promote(0,1);wgmma">} ins(%a, %b : tensor<128x64xf16>, tensor<64x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

// wgmma: a warpgroup per 64 rows, B in boxes of 64 columns.
func.func @k(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'block(32,128);wgmma': 'block' with wgmma tiles M by multiples of 64 and N by multiples of 64, each up to 256; got 32 x 128}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(32,128);wgmma">} ins(%a, %b : tensor<128x64xf16>, tensor<64x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

// wgmma: K steps of one 128-byte swizzled row (64 16-bit values).
func.func @k(%a: tensor<128x128xf16>, %b: tensor<128x128xf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'reduce(32);wgmma': 'reduce' with wgmma steps K by 64 (a 128-byte swizzled row of f16), got 32}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"reduce(32);wgmma">} ins(%a, %b : tensor<128x128xf16>, tensor<128x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

// wgmma: the stages within the 227 KiB a block can have (8 x 32 KiB).
func.func @k(%a: tensor<128x512xf16>, %b: tensor<512x128xf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'pipeline(8);wgmma': 'pipeline' with wgmma takes 2 or more stages of 32768 bytes within 232448 bytes of shared memory, got 8}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"pipeline(8);wgmma">} ins(%a, %b : tensor<128x512xf16>, tensor<512x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

// wgmma: the accumulators start at zero.
func.func @k(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %one = arith.constant 1.0 : f32
  %f = linalg.fill ins(%one : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'wgmma': 'wgmma' needs the output filled with zeros first (the accumulators start at zero)}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"wgmma">} ins(%a, %b : tensor<128x64xf16>, tensor<64x128xf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

// wgmma: the block's accumulators stay in registers (256 x 256 f32 is the
// whole register file).
func.func @k(%a: tensor<256x64xf16>, %b: tensor<64x256xf16>, %c: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<256x256xf32>) -> tensor<256x256xf32>
  // expected-error @+1 {{illegal schedule 'block(256,256);wgmma': 'block' with wgmma keeps 1 set(s) of the 256 x 256 tile's f32 accumulators in registers: more than 32768}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"block(256,256);wgmma">} ins(%a, %b : tensor<256x64xf16>, tensor<64x256xf16>) outs(%f : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %r : tensor<256x256xf32>
}

// -----

// mma: fused producers of A or B would run per warp fragment; an epilogue
// (fused consumers) is what it takes.
func.func @mma_fused_producer(%a: tensor<128x64xf32>, %b: tensor<64x128xf32>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %e = tensor.empty() : tensor<128x64xf32>
  %z = arith.constant 0.0 : f32
  %relu = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                          iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<128x64xf32>) outs(%e : tensor<128x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.maximumf %x, %z : f32
    linalg.yield %m : f32
  } -> tensor<128x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-error @+1 {{illegal schedule 'mma': 'mma' cannot compute fused producers of A and B yet: they would run per warp fragment}}
  %r = linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"mma">} ins(%relu, %b : tensor<128x64xf32>, tensor<64x128xf32>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}

// -----

// wgmma on a convolution's windows: not taken until its lowering's form for
// them runs correctly on the GPU.
func.func @k(%x: tensor<2x32x14x14xf32>, %w: tensor<64x288xf32>, %o: tensor<2x64x144xf32>) -> tensor<2x64x144xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x288x144xf32>
  %windows = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1 floordiv 9, d2 floordiv 12 + (d1 mod 9) floordiv 3, d2 mod 12 + d1 mod 3)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<2x32x14x14xf32>) outs(%e : tensor<2x288x144xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x288x144xf32>
  %f = linalg.fill ins(%z : f32) outs(%o : tensor<2x64x144xf32>) -> tensor<2x64x144xf32>
  // expected-error @+1 {{illegal schedule 'block(1,64,16);wgmma': 'wgmma' does not take convolutions' GEMMs yet}}
  %r = linalg.generic {cuda_agent.schedule = #cuda_agent.schedule<"block(1,64,16);wgmma">, indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%w, %windows : tensor<64x288xf32>, tensor<2x288x144xf32>) outs(%f : tensor<2x64x144xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %p = arith.mulf %in, %in_1 : f32
    %s = arith.addf %p, %out : f32
    linalg.yield %s : f32
  } -> tensor<2x64x144xf32>
  return %r : tensor<2x64x144xf32>
}

// -----

// wgmma on a convolution's windows: a K step's box is 32 channels of one
// tap (16 channels are not).
func.func @k(%x: tensor<2x16x14x14xf32>, %w: tensor<64x144xf32>, %o: tensor<2x64x144xf32>) -> tensor<2x64x144xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x144x144xf32>
  %windows = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1 floordiv 9, d2 floordiv 12 + (d1 mod 9) floordiv 3, d2 mod 12 + d1 mod 3)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<2x16x14x14xf32>) outs(%e : tensor<2x144x144xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x144x144xf32>
  %f = linalg.fill ins(%z : f32) outs(%o : tensor<2x64x144xf32>) -> tensor<2x64x144xf32>
  // expected-error @+1 {{illegal schedule 'wgmma': 'wgmma' needs a linalg.matmul, a batched matmul (B and C each of the batch, A too or one for all) or a 3x3-like convolution's GEMM of f32 (stride 1, channels a multiple of 32)}}
  %r = linalg.generic {cuda_agent.schedule = #cuda_agent.schedule<"wgmma">, indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%w, %windows : tensor<64x144xf32>, tensor<2x144x144xf32>) outs(%f : tensor<2x64x144xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %p = arith.mulf %in, %in_1 : f32
    %s = arith.addf %p, %out : f32
    linalg.yield %s : f32
  } -> tensor<2x64x144xf32>
  return %r : tensor<2x64x144xf32>
}

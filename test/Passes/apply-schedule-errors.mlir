// Inputs the skeleton cannot take, and bad schedule strings: diagnostics, no crash.
// RUN: cuda-agent-opt %s -split-input-file -cuda-agent-apply-schedule -verify-diagnostics

// expected-error @+1 {{needs exactly one function with linalg ops to schedule, found 0}}
module {
  func.func @empty(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}

// -----

// Two reductions (the max and the sum of a softmax) make a row kernel, but
// its reductions must start from fills of their own.
func.func @two_reductions(%x: tensor<8x64xf32>, %m: tensor<8xf32>, %s: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // expected-error @+1 {{is not a row reduction like the kernel's first reduction}}
  %max = linalg.reduce ins(%x : tensor<8x64xf32>) outs(%m : tensor<8xf32>) dimensions = [1]
    (%v: f32, %acc: f32) {
      %r = arith.maximumf %v, %acc : f32
      linalg.yield %r : f32
    }
  %sum = linalg.reduce ins(%x : tensor<8x64xf32>) outs(%s : tensor<8xf32>) dimensions = [1]
    (%v: f32, %acc: f32) {
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    }
  return %max, %sum : tensor<8xf32>, tensor<8xf32>
}

// -----

// The result is the matmul's transpose: not an epilogue over its output.
func.func @transposed_epilogue(%a: tensor<16x8xf32>, %b: tensor<8x32xf32>, %c: tensor<16x32xf32>, %t: tensor<32x16xf32>) -> tensor<32x16xf32> {
  %mm = linalg.matmul ins(%a, %b : tensor<16x8xf32>, tensor<8x32xf32>) outs(%c : tensor<16x32xf32>) -> tensor<16x32xf32>
  // expected-error @+1 {{ends the kernel but is not elementwise over the output of its main op (an identity output map and the same shape)}}
  %r = linalg.transpose ins(%mm : tensor<16x32xf32>) outs(%t : tensor<32x16xf32>) permutation = [1, 0]
  return %r : tensor<32x16xf32>
}

// -----

func.func @dynamic(%a: tensor<?x64xf32>, %b: tensor<?x64xf32>) -> tensor<?x64xf32> {
  // expected-error @+1 {{has dynamic loop bounds; schedules need static shapes}}
  %0 = linalg.exp ins(%a : tensor<?x64xf32>) outs(%b : tensor<?x64xf32>) -> tensor<?x64xf32>
  return %0 : tensor<?x64xf32>
}

// -----

func.func @full_reduction(%a: tensor<1024xf32>, %b: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{has no parallel loop to spread over thread blocks (a full reduction to a scalar needs 'splitk', not supported yet)}}
  %0 = linalg.reduce ins(%a : tensor<1024xf32>) outs(%b : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<f32>
}

// -----

func.func @buffers(%a: memref<64xf32>, %b: memref<64xf32>) {
  // expected-error @+1 {{must work on tensors (linalg on tensors, as torch-mlir emits it)}}
  linalg.exp ins(%a : memref<64xf32>) outs(%b : memref<64xf32>)
  return
}

// -----

func.func @bad_attribute(%a: tensor<64xf32>, %b: tensor<64xf32>) -> tensor<64xf32> {
  // expected-error @+1 {{invalid schedule 'block(64);thread(1);block(2)': action 'block' given twice (column 21)}}
  %0 = linalg.exp {cuda_agent.schedule = #cuda_agent.schedule<"block(64);thread(1);block(2)">} ins(%a : tensor<64xf32>) outs(%b : tensor<64xf32>) -> tensor<64xf32>
  return %0 : tensor<64xf32>
}

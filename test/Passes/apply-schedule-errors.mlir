// Inputs the skeleton cannot take, and bad schedule strings: diagnostics, no crash.
// RUN: cuda-agent-opt %s -split-input-file -cuda-agent-apply-schedule -verify-diagnostics

// expected-error @+1 {{needs exactly one function with linalg ops to schedule, found 0}}
module {
  func.func @empty(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}

// -----

// expected-error @+1 {{has 2 linalg ops to schedule; one kernel takes one (fusing more needs the 'fuse' action, which the tiled-SIMT skeleton does not support yet)}}
func.func @two_ops(%a: tensor<64xf32>, %b: tensor<64xf32>) -> tensor<64xf32> {
  // expected-note @+1 {{candidate linalg.exp}}
  %0 = linalg.exp ins(%a : tensor<64xf32>) outs(%b : tensor<64xf32>) -> tensor<64xf32>
  // expected-note @+1 {{candidate linalg.negf}}
  %1 = linalg.negf ins(%0 : tensor<64xf32>) outs(%b : tensor<64xf32>) -> tensor<64xf32>
  return %1 : tensor<64xf32>
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

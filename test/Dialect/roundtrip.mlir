// RUN: cuda-agent-opt %s | FileCheck %s
// RUN: cuda-agent-opt %s | cuda-agent-opt | FileCheck %s
// RUN: cuda-agent-opt %s --mlir-print-op-generic | cuda-agent-opt | FileCheck %s

// CHECK-LABEL: module attributes
// CHECK-SAME: cuda_agent.launches = [#cuda_agent.launch<@kernels::@matmul, grid = [16, 16, 1], block = [16, 16, 1], args = [memref<1024x1024xf32>, memref<1024x1024xf32>, memref<1024x1024xf32>], host_args = [2, 0, 1]>, #cuda_agent.launch<@kernels::@scale, grid = [2147483647, 65535, 65535], block = [1, 1, 64], args = [memref<8xbf16>], host_args = [-1]>]
module attributes {cuda_agent.launches = [
  #cuda_agent.launch<@kernels::@matmul, grid = [16, 16, 1], block = [16, 16, 1],
      args = [memref<1024x1024xf32>, memref<1024x1024xf32>, memref<1024x1024xf32>],
      host_args = [2, 0, 1]>,
  // The largest grid and the deepest block z the hardware allows.
  #cuda_agent.launch<@kernels::@scale, grid = [2147483647, 65535, 65535],
      block = [1, 1, 64], args = [memref<8xbf16>], host_args = [-1]>]} {
}

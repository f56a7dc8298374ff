// A pooling whose epilogue the default schedule does not fuse into
// vector registers: each thread's pooled tile is a buffer in its private
// memory (promote-buffers-to-stack in cuda-agent-lower-to-ptx), which LLVM
// keeps in registers here, not a malloc the driver could not load.
// RUN: %cuda-agent compile %s --reference=false -o %t
// RUN: FileCheck %s --input-file=%t/avg_pool_kernel.ptx
// CHECK-NOT: malloc
// CHECK: .entry avg_pool_kernel(
// CHECK-NOT: malloc
func.func @avg_pool(%x: tensor<4x28x28x64xf32>, %out: tensor<4x14x14x64xf32>) -> tensor<4x14x14x64xf32> {
  %window = tensor.empty() : tensor<2x2xf32>
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4x14x14x64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x14x14x64xf32>) -> tensor<4x14x14x64xf32>
  %sums = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %window : tensor<4x28x28x64xf32>, tensor<2x2xf32>) outs(%init : tensor<4x14x14x64xf32>) -> tensor<4x14x14x64xf32>
  %avg = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>],
                         iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sums : tensor<4x14x14x64xf32>) outs(%out : tensor<4x14x14x64xf32>) {
  ^bb0(%s: f32, %o: f32):
    %quarter = arith.constant 0.25 : f32
    %r = arith.mulf %s, %quarter : f32
    linalg.yield %r : f32
  } -> tensor<4x14x14x64xf32>
  return %avg : tensor<4x14x14x64xf32>
}

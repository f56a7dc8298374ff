// A model whose regions are joined by an op of no region (a
// concatenation): a plan of the whole model runs its regions' kernels only,
// so the compile names the op and fails; nothing is written as if it ran.
// RUN: (%cuda-agent compile %s -o %t 2>&1; echo "exit=$?") | FileCheck %s
// CHECK: remark: not one kernel: compiling the function as a model of 2 dispatch regions, one kernel each
// CHECK: error: is in no dispatch region: a model's plan runs its regions' kernels only (the ops between them must be reshapes)
// CHECK-NEXT: tensor.concat
// CHECK: cuda-agent: error: compiling {{.*}} failed
// CHECK: exit=1
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @two_heads(%x: tensor<16x64xf32>, %a: tensor<32x64xf32>, %b: tensor<32x64xf32>, %out: tensor<16x64xf32>) -> tensor<16x64xf32> {
    %zero = arith.constant 0.0 : f32
    %empty = tensor.empty() : tensor<16x32xf32>
    %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<16x32xf32>) -> tensor<16x32xf32>
    %left = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%x, %a : tensor<16x64xf32>, tensor<32x64xf32>) outs(%fill : tensor<16x32xf32>) -> tensor<16x32xf32>
    %fill2 = linalg.fill ins(%zero : f32) outs(%empty : tensor<16x32xf32>) -> tensor<16x32xf32>
    %right = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%x, %b : tensor<16x64xf32>, tensor<32x64xf32>) outs(%fill2 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %both = tensor.concat dim(1) %left, %right : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x64xf32>
    return %both : tensor<16x64xf32>
  }
}

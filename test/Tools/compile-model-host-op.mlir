// Ops left between a model's regions. A concatenation or a slice (the
// rotary embedding's) compiles as a kernel of its own, in its own types,
// by the schedule-free path (one thread per element): a concatenation as
// one copy per input into its slice of the result. Any other op stops the
// model's compile with its name.
// RUN: rm -rf %t && %cuda-agent compile %s -o %t 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: remark: not one kernel: compiling the function as a model of 2 dispatch regions, one kernel each
// RUN: FileCheck %s < %t/launch.json
// The two GEMMs write temporaries -1 and -2; the concatenation copies them
// into the result (argument 3, after the three inputs).
// CHECK: "launches": [
// CHECK: "host_arg": -1,
// CHECK: "code": "region0/two_heads_region0_kernel.{{ptx|cubin}}",
// CHECK: "host_arg": -2,
// CHECK: "code": "region1/two_heads_region1_kernel.{{ptx|cubin}}",
// CHECK: "host_arg": 3,
// CHECK: "host_arg": -1,
// CHECK: "code": "two_heads_layout0/two_heads_layout0_kernel.{{ptx|cubin}}",
// CHECK: "host_arg": 3,
// CHECK: "host_arg": -2,
// CHECK: "code": "two_heads_layout0/two_heads_layout0_kernel_0.{{ptx|cubin}}",
// CHECK-NOT: "code":
// CHECK: "function": "two_heads_layout0",
// RUN: FileCheck %s --check-prefix=REFERENCE < %t/reference/launch.json
// REFERENCE: "dtype": "f64",
// REFERENCE: "host_arg": 3,
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @two_heads(%x: tensor<16x64xf32>, %a: tensor<32x64xf32>, %b: tensor<32x64xf32>) -> tensor<16x64xf32> {
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

// `cuda-agent regions`: a whole model's dispatch regions as JSON, each with
// its ops and the source names of their locations (torch-mlir's importer
// makes file locations of the FX nodes' stack traces; the Python backend
// names each node "fx:<node>" and maps the regions back to its graph).
// RUN: %cuda-agent regions %s | FileCheck %s
// CHECK: "caller": {
// CHECK-NEXT: "ops": [
// CHECK-NEXT: "tensor.concat"
// CHECK-NEXT: ],
// CHECK-NEXT: "sources": [
// CHECK-NEXT: "fx:cat"
// CHECK: "function": "two_heads",
// CHECK-NEXT: "regions": [
// CHECK: "index": 0,
// CHECK-NEXT: "ops": [
// CHECK-NEXT: "linalg.matmul",
// CHECK-NEXT: "linalg.generic"
// CHECK-NEXT: ],
// CHECK-NEXT: "root": "linalg.matmul",
// CHECK-NEXT: "sources": [
// CHECK-NEXT: "fx:mm",
// CHECK-NEXT: "fx:relu"
// CHECK-NEXT: ],
// CHECK-NEXT: "weights": false
// CHECK: "index": 1,
// CHECK: "sources": [
// CHECK-NEXT: "fx:mm_1"
// CHECK-NEXT: ],

// `cuda-agent import --locations` keeps them in the module it writes (the
// MLP as the Python backend exports it); regions reports the nodes.
// RUN: %cuda-agent import --locations %S/../Inputs/torch/mlp_located.mlir -o %t.mlir
// RUN: FileCheck %s --check-prefix=IMPORT < %t.mlir
// IMPORT: [[ADDMM:#loc[0-9]+]] = loc("fx:addmm":1:0)
// IMPORT: linalg.matmul {{.*}} loc([[ADDMM]])
// RUN: %cuda-agent regions %t.mlir | FileCheck %s --check-prefix=MLP
// MLP: "sources": [{{$}}
// MLP-NEXT: "fx:addmm",
// MLP-NEXT: "fx:relu"
// MLP: "sources": [{{$}}
// MLP-NEXT: "fx:addmm_1"
// RUN: %cuda-agent import %S/../Inputs/torch/mlp_located.mlir -o - | FileCheck %s --check-prefix=PLAIN
// PLAIN-NOT: loc(

// RUN: not %cuda-agent regions %S/../Inputs/syntax-error.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @two_heads(%x: tensor<16x64xf32>, %a: tensor<32x64xf32>, %b: tensor<32x64xf32>) -> tensor<16x64xf32> {
    %zero = arith.constant 0.0 : f32
    %empty = tensor.empty() : tensor<16x32xf32>
    %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<16x32xf32>) -> tensor<16x32xf32>
    %left = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%x, %a : tensor<16x64xf32>, tensor<32x64xf32>) outs(%fill : tensor<16x32xf32>) -> tensor<16x32xf32> loc("fx:mm":1:0)
    %relu = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%left : tensor<16x32xf32>) outs(%empty : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %max = arith.maximumf %in, %zero : f32
      linalg.yield %max : f32
    } -> tensor<16x32xf32> loc("fx:relu":1:0)
    %fill2 = linalg.fill ins(%zero : f32) outs(%empty : tensor<16x32xf32>) -> tensor<16x32xf32>
    %right = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%x, %b : tensor<16x64xf32>, tensor<32x64xf32>) outs(%fill2 : tensor<16x32xf32>) -> tensor<16x32xf32> loc("fx:mm_1":1:0)
    %both = tensor.concat dim(1) %relu, %right : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x64xf32> loc("fx:cat":1:0)
    return %both : tensor<16x64xf32>
  }
}

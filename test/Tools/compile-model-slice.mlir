// A slice between two regions (the rotary embedding's halves): a kernel of
// its own copying the slice into a temporary the next region reads. An op
// of no region that is neither a reshape nor a layout op (a slice inserted
// into an argument, in place) stops the compile with its name.
// RUN: rm -rf %t && %cuda-agent compile %s -o %t 2>/dev/null
// RUN: FileCheck %s < %t/launch.json
// CHECK: "code": "region0/
// CHECK: "host_arg": -1,
// CHECK: "host_arg": -2,
// CHECK-NEXT: "shape": [
// CHECK-NEXT: 16,
// CHECK-NEXT: 16
// CHECK: "code": "halves_layout0/halves_layout0_kernel.{{ptx|cubin}}",
// CHECK: "host_arg": -2,
// CHECK: "code": "region1/
// RUN: sed -e 's|// SLICE_INTO_ARGUMENT ||' -e 's|ins(%%half :|ins(%%placed :|' %s > %t-in-place.mlir
// RUN: (%cuda-agent compile %t-in-place.mlir -o %t-in-place 2>&1; echo "exit=$?") | FileCheck %s --check-prefix=IN-PLACE
// IN-PLACE: error: is in no dispatch region: a model's plan runs its regions' kernels, their reshapes, and concatenations and slices between them
// IN-PLACE: exit=1
// With --host-fallback the op is left to the caller: the plan names it,
// its result a temporary the caller fills, which the next region reads by
// the op's source; such a partial plan does not run as a whole.
// RUN: rm -rf %t-partial && %cuda-agent compile %t-in-place.mlir --host-fallback -o %t-partial 2>&1 | FileCheck %s --check-prefix=LEFT-WARNING
// LEFT-WARNING: warning: is in no dispatch region: left to the caller
// RUN: FileCheck %s --check-prefix=LEFT < %t-partial/launch.json
// LEFT: "left_out": [
// LEFT: "host_arg": -3,
// LEFT-NEXT: "result": 0,
// LEFT-NEXT: "source": "{{.+}}"
// LEFT: "error": "in no dispatch region",
// LEFT-NEXT: "function": "tensor.insert_slice",
// LEFT: "regions": [
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @halves(%x: tensor<16x32xf32>, %scratch: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %empty = tensor.empty() : tensor<16x32xf32>
    %twice = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<16x32xf32>) outs(%empty : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %d = arith.addf %in, %in : f32
      linalg.yield %d : f32
    } -> tensor<16x32xf32>
    %half = tensor.extract_slice %twice[0, 16] [16, 16] [1, 1] : tensor<16x32xf32> to tensor<16x16xf32>
    // SLICE_INTO_ARGUMENT %placed = tensor.insert_slice %half into %scratch[0, 0] [16, 16] [1, 1] : tensor<16x16xf32> into tensor<16x16xf32>
    %empty2 = tensor.empty() : tensor<16x16xf32>
    %neg = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%half : tensor<16x16xf32>) outs(%empty2 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %n = arith.negf %in : f32
      linalg.yield %n : f32
    } -> tensor<16x16xf32>
    return %neg : tensor<16x16xf32>
  }
}

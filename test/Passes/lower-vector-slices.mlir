// RUN: cuda-agent-opt %s -cuda-agent-lower-vector-slices | FileCheck %s

// 1-D strided slices become shuffles, which the NVVM lowering converts.
// CHECK-LABEL: func.func @slices(
// CHECK-SAME: %[[V:.*]]: vector<16xf32>, %[[W:.*]]: vector<4xf32>
// CHECK-NOT: strided_slice
// CHECK: %[[PART:.*]] = vector.shuffle %[[V]], %[[V]] [4, 5, 6, 7] : vector<16xf32>, vector<16xf32>
// CHECK: %[[WIDE:.*]] = vector.shuffle %[[W]], %[[W]] [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
// CHECK: %[[INTO:.*]] = vector.shuffle %[[WIDE]], %[[V]] [16, 17, 18, 19, 20, 21, 22, 23, 0, 1, 2, 3, 28, 29, 30, 31]
// CHECK: return %[[PART]], %[[INTO]]
func.func @slices(%v: vector<16xf32>, %w: vector<4xf32>) -> (vector<4xf32>, vector<16xf32>) {
  %part = vector.extract_strided_slice %v {offsets = [4], sizes = [4], strides = [1]} : vector<16xf32> to vector<4xf32>
  %into = vector.insert_strided_slice %w, %v {offsets = [8], strides = [1]} : vector<4xf32> into vector<16xf32>
  return %part, %into : vector<4xf32>, vector<16xf32>
}

// The torch benchmark's kernels (bench/torch/kernels, written by
// bench/torch/export.py) compile with their default schedules, each into
// one launch.
// RUN: rm -rf %t.conv_bn_relu && %cuda-agent compile %S/../../bench/torch/kernels/conv_bn_relu.mlir -o %t.conv_bn_relu && FileCheck %s < %t.conv_bn_relu/launch.json
// RUN: rm -rf %t.layernorm && %cuda-agent compile %S/../../bench/torch/kernels/layernorm.mlir -o %t.layernorm && FileCheck %s < %t.layernorm/launch.json
// RUN: rm -rf %t.linear_relu && %cuda-agent compile %S/../../bench/torch/kernels/linear_relu.mlir -o %t.linear_relu && FileCheck %s < %t.linear_relu/launch.json
// RUN: rm -rf %t.linear_tanh && %cuda-agent compile %S/../../bench/torch/kernels/linear_tanh.mlir -o %t.linear_tanh && FileCheck %s < %t.linear_tanh/launch.json
// RUN: rm -rf %t.rmsnorm && %cuda-agent compile %S/../../bench/torch/kernels/rmsnorm.mlir -o %t.rmsnorm && FileCheck %s < %t.rmsnorm/launch.json
// RUN: rm -rf %t.row_sum && %cuda-agent compile %S/../../bench/torch/kernels/row_sum.mlir -o %t.row_sum && FileCheck %s < %t.row_sum/launch.json
// RUN: rm -rf %t.scale_tanh && %cuda-agent compile %S/../../bench/torch/kernels/scale_tanh.mlir -o %t.scale_tanh && FileCheck %s < %t.scale_tanh/launch.json
// RUN: rm -rf %t.softmax && %cuda-agent compile %S/../../bench/torch/kernels/softmax.mlir -o %t.softmax && FileCheck %s < %t.softmax/launch.json
// CHECK: "launches": [
// CHECK-COUNT-1: "kernel":
// CHECK-NOT: "kernel":

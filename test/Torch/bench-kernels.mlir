// The torch benchmark's kernels (bench/torch/kernels, written by
// bench/torch/export.py) compile with their default schedules, each into
// one launch.
// RUN: rm -rf %t.batchnorm && %cuda-agent compile %S/../../bench/torch/kernels/batchnorm.mlir -o %t.batchnorm && FileCheck %s < %t.batchnorm/launch.json
// RUN: rm -rf %t.bmm && %cuda-agent compile %S/../../bench/torch/kernels/bmm.mlir -o %t.bmm && FileCheck %s < %t.bmm/launch.json
// RUN: rm -rf %t.conv_bn_relu && %cuda-agent compile %S/../../bench/torch/kernels/conv_bn_relu.mlir -o %t.conv_bn_relu && FileCheck %s < %t.conv_bn_relu/launch.json
// RUN: rm -rf %t.gelu && %cuda-agent compile %S/../../bench/torch/kernels/gelu.mlir -o %t.gelu && FileCheck %s < %t.gelu/launch.json
// RUN: rm -rf %t.l2_normalize && %cuda-agent compile %S/../../bench/torch/kernels/l2_normalize.mlir -o %t.l2_normalize && FileCheck %s < %t.l2_normalize/launch.json
// RUN: rm -rf %t.layernorm && %cuda-agent compile %S/../../bench/torch/kernels/layernorm.mlir -o %t.layernorm && FileCheck %s < %t.layernorm/launch.json
// RUN: rm -rf %t.linear_gelu && %cuda-agent compile %S/../../bench/torch/kernels/linear_gelu.mlir -o %t.linear_gelu && FileCheck %s < %t.linear_gelu/launch.json
// RUN: rm -rf %t.linear_relu && %cuda-agent compile %S/../../bench/torch/kernels/linear_relu.mlir -o %t.linear_relu && FileCheck %s < %t.linear_relu/launch.json
// RUN: rm -rf %t.linear_residual && %cuda-agent compile %S/../../bench/torch/kernels/linear_residual.mlir -o %t.linear_residual && FileCheck %s < %t.linear_residual/launch.json
// RUN: rm -rf %t.linear_tanh && %cuda-agent compile %S/../../bench/torch/kernels/linear_tanh.mlir -o %t.linear_tanh && FileCheck %s < %t.linear_tanh/launch.json
// RUN: rm -rf %t.log_softmax && %cuda-agent compile %S/../../bench/torch/kernels/log_softmax.mlir -o %t.log_softmax && FileCheck %s < %t.log_softmax/launch.json
// RUN: rm -rf %t.matmul && %cuda-agent compile %S/../../bench/torch/kernels/matmul.mlir -o %t.matmul && FileCheck %s < %t.matmul/launch.json
// RUN: rm -rf %t.rmsnorm && %cuda-agent compile %S/../../bench/torch/kernels/rmsnorm.mlir -o %t.rmsnorm && FileCheck %s < %t.rmsnorm/launch.json
// RUN: rm -rf %t.row_max && %cuda-agent compile %S/../../bench/torch/kernels/row_max.mlir -o %t.row_max && FileCheck %s < %t.row_max/launch.json
// RUN: rm -rf %t.row_mean && %cuda-agent compile %S/../../bench/torch/kernels/row_mean.mlir -o %t.row_mean && FileCheck %s < %t.row_mean/launch.json
// RUN: rm -rf %t.row_sum && %cuda-agent compile %S/../../bench/torch/kernels/row_sum.mlir -o %t.row_sum && FileCheck %s < %t.row_sum/launch.json
// RUN: rm -rf %t.scale_tanh && %cuda-agent compile %S/../../bench/torch/kernels/scale_tanh.mlir -o %t.scale_tanh && FileCheck %s < %t.scale_tanh/launch.json
// RUN: rm -rf %t.sigmoid && %cuda-agent compile %S/../../bench/torch/kernels/sigmoid.mlir -o %t.sigmoid && FileCheck %s < %t.sigmoid/launch.json
// RUN: rm -rf %t.silu && %cuda-agent compile %S/../../bench/torch/kernels/silu.mlir -o %t.silu && FileCheck %s < %t.silu/launch.json
// RUN: rm -rf %t.softmax && %cuda-agent compile %S/../../bench/torch/kernels/softmax.mlir -o %t.softmax && FileCheck %s < %t.softmax/launch.json
// CHECK: "launches": [
// CHECK-COUNT-1: "kernel":
// CHECK-NOT: "kernel":

// Schedules that leave an N-D per-thread accumulator read as 1-D lanes
// (vector.shape_cast vector<2xf32> -> vector<2x1x1xf32>): the NVVM
// pipeline's canonicalizer re-formed such casts after any earlier lowering
// and convert-gpu-to-nvvm does not convert them ("missing
// LLVMTranslationDialectInterface registration ... vector.shape_cast").
// cuda-agent-lower-to-ptx runs convert-vector-to-llvm inside the kernels
// first; both schedules failed before.

// The batch loop interchanged innermost (found by the cost model's seed-3
// sampling, 1 of 525): a 32x1 accumulator carried through the K loop.
// RUN: rm -rf %t.bmm && %cuda-agent compile %S/../Inputs/kernels/batch-matmul.mlir --schedule "interchange(2,1,0,3);block(1,32,2);thread(0,32,1);reduce(8)" -o %t.bmm
// RUN: FileCheck %s < %t.bmm/launch.json
// The default policy's choice for a torch Conv2d+BatchNorm+ReLU region
// (found by the torch backend; it had fallen back to the default schedule).
// RUN: rm -rf %t.conv && %cuda-agent compile %S/../Inputs/kernels/conv-bn-relu-64.mlir --schedule "block(1,4,4,0);thread(0,2,1,1);reduce(0,0,0)" -o %t.conv
// RUN: FileCheck %s < %t.conv/launch.json
// CHECK: "calling_convention": "bare_ptr"
// CHECK: "launches": [
// CHECK: "kernel":

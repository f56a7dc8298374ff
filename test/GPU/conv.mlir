// Convolutions as GEMMs on the GPU (cuda-agent-convolutions-to-gemm): a
// padded 3x3 Conv2d with bias and ReLU, in torch-mlir's form, imported
// (padding, im2col gather and GEMM + epilogue), checked against the float64
// reference of the imported kernel with the default schedule (FMA tiles:
// the gather and padding run as launches of their own) and on tensor cores
// (mma: 3xTF32, f32's tolerance), where the staging copies read the image
// through the gather (cuda-agent-fold-gathers-into-staging: zero-filled
// cp.async outside the image when pipelined, masked loads when not; stride
// 1 and 2); a 1x1 one reads the image without a gather. Without padding
// (14 x 14 output pixels, no whole GEMM tiles) the output is computed
// padded to 16 x 16 and its real part copied out, by FMA tiles and mma.
// wgmma does not take convolutions yet: its forms for them (TMA boxes of
// the image, one filter for every image) failed here (docs/SCHEDULES.md).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cuda-agent import %S/../Inputs/kernels/conv3x3-bias-relu.mlir -o %t/conv3x3.mlir
// RUN: %cuda-agent run %t/conv3x3.mlir --db= --json | FileCheck %s --check-prefix=DEFAULT
// RUN: %cuda-agent run %t/conv3x3.mlir --db= --schedule "block(1,32,64);thread(0,32,32);reduce(16);promote(0,1);pipeline(2);mma" --json | FileCheck %s --check-prefix=MMA
// RUN: %cuda-agent run %t/conv3x3.mlir --db= --schedule "block(1,32,64);thread(0,32,32);reduce(16);promote(0,1);mma" --json | FileCheck %s --check-prefix=UNPIPELINED
// RUN: sed -e 's/strides = dense<1>/strides = dense<2>/' -e 's/2x32x16x16/2x32x8x8/g' %S/../Inputs/kernels/conv3x3-bias-relu.mlir > %t/conv3x3-stride2-torch.mlir
// RUN: %cuda-agent import %t/conv3x3-stride2-torch.mlir -o %t/conv3x3-stride2.mlir
// RUN: %cuda-agent run %t/conv3x3-stride2.mlir --db= --schedule "block(1,32,64);thread(0,32,32);reduce(16);promote(0,1);pipeline(2);mma" --json | FileCheck %s --check-prefix=STRIDED
// RUN: sed -e 's/32x16x3x3/32x16x1x1/' -e 's/low\[0, 0, 1, 1\] high\[0, 0, 1, 1\]/low[0, 0, 0, 0] high[0, 0, 0, 0]/' -e 's/2x16x18x18/2x16x16x16/g' %S/../Inputs/kernels/conv3x3-bias-relu.mlir > %t/conv1x1-torch.mlir
// RUN: %cuda-agent import %t/conv1x1-torch.mlir -o %t/conv1x1.mlir
// RUN: %cuda-agent run %t/conv1x1.mlir --db= --schedule "block(1,32,64);thread(0,32,32);reduce(16);promote(0,1);mma" --json | FileCheck %s --check-prefix=POINTWISE
// RUN: sed -e 's/ins(%%padded, %%w : tensor<2x16x18x18xf32>/ins(%%x, %%w : tensor<2x16x16x16xf32>/' -e 's/2x32x16x16/2x32x14x14/g' %S/../Inputs/kernels/conv3x3-bias-relu.mlir > %t/conv3x3-valid-torch.mlir
// RUN: %cuda-agent import %t/conv3x3-valid-torch.mlir -o %t/conv3x3-valid.mlir
// RUN: %cuda-agent run %t/conv3x3-valid.mlir --db= --json | FileCheck %s --check-prefix=VALID
// RUN: %cuda-agent run %t/conv3x3-valid.mlir --db= --schedule "block(1,32,64);thread(0,32,32);reduce(16);promote(0,1);pipeline(2);mma" --json | FileCheck %s --check-prefix=VALID-MMA
// DEFAULT: "correct": true,
// DEFAULT: "failure": null,
// MMA: "correct": true,
// MMA: "failure": null,
// MMA: "tolerance": 0.0001
// UNPIPELINED: "correct": true,
// UNPIPELINED: "failure": null,
// STRIDED: "correct": true,
// STRIDED: "failure": null,
// POINTWISE: "correct": true,
// POINTWISE: "failure": null,
// VALID: "correct": true,
// VALID: "failure": null,
// VALID-MMA: "correct": true,
// VALID-MMA: "failure": null,

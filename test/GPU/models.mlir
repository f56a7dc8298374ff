// Whole models (exported by torch-mlir, imported) through `cuda-agent run`:
// each dispatch region a kernel of its own, one plan running them in the
// model's order, the values between them temporaries; the model's output
// checked against the float64 reference of the whole model.
// RUN: %cuda-agent run %S/../Inputs/models/mlp.mlir --json --db= | FileCheck %s --check-prefix=MLP
// MLP: "correct": true,
// MLP: "failure": null,
// MLP: "kernel": "mlp",
// The conv block compiles as one kernel (gather, GEMM, batch norm, ReLU).
// RUN: %cuda-agent run %S/../Inputs/models/conv-block.mlir --json --db= | FileCheck %s --check-prefix=CONV
// CONV: "correct": true,
// CONV: "failure": null,
// RUN: %cuda-agent run %S/../Inputs/models/encoder-block.mlir --json --db= | FileCheck %s --check-prefix=ENCODER
// ENCODER: "correct": true,
// ENCODER: "failure": null,
// ENCODER: "kernel": "encoder-block",
// Each region's schedule chosen by the policy.
// RUN: %cuda-agent run %S/../Inputs/models/encoder-block.mlir --policy default --json --db= | FileCheck %s --check-prefix=POLICY
// POLICY: "correct": true,
// POLICY: "failure": null,
// The MLP as torch-mlir exports it, through the backend pipeline.
// RUN: cuda-agent-opt %S/../Inputs/torch/mlp_model.mlir --cuda-agent-torch-backend-pipeline -o %t-outlined.mlir
// RUN: %cuda-agent run %t-outlined.mlir --json --db= | FileCheck %s --check-prefix=OUTLINED
// OUTLINED: "correct": true,
// OUTLINED: "failure": null,
// Layout ops between regions (a concatenation, a slice) as kernels of
// their own, checked with the rest against the model's reference.
// RUN: %cuda-agent run %S/../Tools/compile-model-host-op.mlir --json --db= | FileCheck %s --check-prefix=CONCAT
// CONCAT: "correct": true,
// CONCAT: "failure": null,
// RUN: %cuda-agent run %S/../Tools/compile-model-slice.mlir --json --db= | FileCheck %s --check-prefix=SLICE
// SLICE: "correct": true,
// SLICE: "failure": null,

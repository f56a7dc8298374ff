// The driver lists our passes and pipeline next to the upstream ones it needs.
// RUN: cuda-agent-opt --help | FileCheck %s
// CHECK-DAG: --cuda-agent-export-kernels
// CHECK-DAG: --cuda-agent-lower-to-ptx
// CHECK-DAG: --cuda-agent-record-launches
// CHECK-DAG: --cuda-agent-reference-to-ptx
// CHECK-DAG: --cuda-agent-hoist-accumulators
// CHECK-DAG: --cuda-agent-widen-floats
// CHECK-DAG: --cuda-agent-form-dispatch-regions
// CHECK-DAG: --cuda-agent-torch-backend-pipeline
// CHECK-DAG: --gpu-lower-to-nvvm-pipeline
// CHECK-DAG: --transform-interpreter
// CHECK-DAG: --one-shot-bufferize
// CHECK-DAG: --convert-gpu-to-nvvm

// RUN: cuda-agent-opt --show-dialects | FileCheck %s --check-prefix=DIALECTS
// DIALECTS: Available Dialects:
// DIALECTS-SAME: arith
// DIALECTS-SAME: bufferization
// DIALECTS-SAME: cuda_agent
// DIALECTS-SAME: func
// DIALECTS-SAME: gpu
// DIALECTS-SAME: linalg
// DIALECTS-SAME: llvm
// DIALECTS-SAME: math
// DIALECTS-SAME: memref
// DIALECTS-SAME: nvgpu
// DIALECTS-SAME: nvvm
// DIALECTS-SAME: scf
// DIALECTS-SAME: tensor
// DIALECTS-SAME: transform
// DIALECTS-SAME: vector

// The CLI's regions command and import's --locations (docs/MODELS.md).
// RUN: %cuda-agent --help | FileCheck %s --check-prefix=CLI
// CLI: {{^}}  regions {{ *}}- Print the dispatch regions of a whole model
// RUN: %cuda-agent import --help | FileCheck %s --check-prefix=IMPORT
// IMPORT: --locations

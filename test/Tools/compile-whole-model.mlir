// A whole model (an MLP exported by torch-mlir and imported) given to
// `cuda-agent compile`: a plan is one kernel, so it fails, and says that the
// module is a model of several dispatch regions and how to split it.
// RUN: (cuda-agent compile %S/../Inputs/models/mlp.mlir -o %t-mlp 2>&1; echo "exit=$?") | FileCheck %s --check-prefix=MODEL
// MODEL: remark: the function is a whole model of 2 dispatch regions (2 with a contraction or reduction), and a plan compiles one kernel: `cuda-agent-opt --cuda-agent-form-dispatch-regions` outlines each region into a function of its own
// MODEL: cuda-agent: error: compiling {{.*}}mlp.mlir failed
// MODEL: exit=1


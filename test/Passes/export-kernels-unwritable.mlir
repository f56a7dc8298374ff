// A directory that cannot be created is a diagnostic and a failure, not a crash.
// RUN: not cuda-agent-opt %s -cuda-agent-export-kernels=output-dir=/dev/null/plan 2>&1 | FileCheck %s

// CHECK: error: cannot create /dev/null/plan: Not a directory
module attributes {cuda_agent.launches = []} {
}

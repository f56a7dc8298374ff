// Bad input is MLIR's diagnostic and exit status 1, never a crash.
// RUN: (cuda-agent-opt %S/../Inputs/unknown-op.mlir 2>&1; echo "exit=$?") | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: unknown-op.mlir:3:{{[0-9]+}}: error: operation being parsed with an unregistered dialect
// UNKNOWN: exit=1

// RUN: (cuda-agent-opt %S/../Inputs/syntax-error.mlir 2>&1; echo "exit=$?") | FileCheck %s --check-prefix=SYNTAX
// SYNTAX: syntax-error.mlir:3:{{[0-9]+}}: error:
// SYNTAX: exit=1

// RUN: (cuda-agent-opt %S/does-not-exist.mlir 2>&1; echo "exit=$?") | FileCheck %s --check-prefix=MISSING
// MISSING: cannot open input file
// MISSING: exit=1

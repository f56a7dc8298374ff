// cuda-agent-convert-vector-to-mma-sync takes two precisions of f32
// products (tf32, tf32x3); any other is an error on the function. The
// conversions themselves are checked through apply-schedule-mma.mlir.
// RUN: cuda-agent-opt %s --cuda-agent-convert-vector-to-mma-sync="precision=fp16" -verify-diagnostics

// expected-error @+1 {{precision must be tf32 or tf32x3, got 'fp16'}}
func.func @f() {
  return
}

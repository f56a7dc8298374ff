// RUN: cuda-agent-opt %s -split-input-file -cuda-agent-multiply-by-reciprocals | FileCheck %s

// torch-mlir's erf GELU divides by sqrt(2): a multiplication by its
// reciprocal (rounded to f32), fastmath flags kept; splat vectors too.
// CHECK-LABEL: func.func @gelu_argument(
// CHECK-SAME: %[[X:.*]]: f32, %[[V:.*]]: vector<4xf32>
// CHECK-DAG: %[[RSQRT2:.*]] = arith.constant 0.707106769 : f32
// CHECK-DAG: %[[HALF:.*]] = arith.constant dense<5.000000e-01> : vector<4xf32>
// CHECK: %[[SCALED:.*]] = arith.mulf %[[X]], %[[RSQRT2]] fastmath<contract> : f32
// CHECK: %[[HALVED:.*]] = arith.mulf %[[V]], %[[HALF]] : vector<4xf32>
// CHECK-NOT: arith.divf
func.func @gelu_argument(%x: f32, %v: vector<4xf32>) -> (f32, vector<4xf32>) {
  %sqrt2 = arith.constant 1.41421354 : f32
  %two = arith.constant dense<2.0> : vector<4xf32>
  %scaled = arith.divf %x, %sqrt2 fastmath<contract> : f32
  %halved = arith.divf %v, %two : vector<4xf32>
  return %scaled, %halved : f32, vector<4xf32>
}

// -----

// Kept: zero, infinite, NaN and subnormal divisors, a divisor whose
// reciprocal is not a normal number, and a divisor that is not a constant.
// CHECK-LABEL: func.func @kept(
// CHECK-COUNT-6: arith.divf
// CHECK-NOT: arith.mulf
func.func @kept(%x: f32, %y: f32) -> (f32, f32, f32, f32, f32, f32) {
  %zero = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %subnormal = arith.constant 1.0e-40 : f32
  %huge = arith.constant 3.0e38 : f32
  %a = arith.divf %x, %zero : f32
  %b = arith.divf %x, %inf : f32
  %c = arith.divf %x, %nan : f32
  %d = arith.divf %x, %subnormal : f32
  %e = arith.divf %x, %huge : f32
  %f = arith.divf %x, %y : f32
  return %a, %b, %c, %d, %e, %f : f32, f32, f32, f32, f32, f32
}

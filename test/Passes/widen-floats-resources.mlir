// RUN: cuda-agent-opt %s -split-input-file -verify-diagnostics -cuda-agent-widen-floats | FileCheck %s

// Weights in dense_resource blobs (torch-mlir's form) are read and widened
// exactly into dense f64 constants; integer blobs stay as they are.
// CHECK-LABEL: func.func @weights()
// CHECK-DAG: arith.constant dense<[1.000000e+00, -2.500000e+00]> : tensor<2xf64>
// CHECK-DAG: arith.constant dense<[1.000000e+00, 5.000000e-01]> : tensor<2xf64>
// CHECK-DAG: arith.constant dense_resource<counts> : tensor<2xi32>
func.func @weights() -> (tensor<2xf32>, tensor<2xf16>, tensor<2xi32>) {
  %w = arith.constant dense_resource<single> : tensor<2xf32>
  %h = arith.constant dense_resource<half> : tensor<2xf16>
  %n = arith.constant dense_resource<counts> : tensor<2xi32>
  return %w, %h, %n : tensor<2xf32>, tensor<2xf16>, tensor<2xi32>
}

{-#
  dialect_resources: {
    builtin: {
      single: "0x040000000000803F000020C0",
      half: "0x02000000003C0038",
      counts: "0x040000000100000002000000"
    }
  }
#-}

// -----

// A blob that is not in the module (elided when printed) cannot be widened.
func.func @elided() -> tensor<2xf32> {
  // expected-error @+1 {{the float64 reference needs the weights of dense_resource<__elided__>}}
  %w = arith.constant dense_resource<__elided__> : tensor<2xf32>
  return %w : tensor<2xf32>
}

// RUN: cuda-agent-opt %s --cuda-agent-lower-to-ptx | FileCheck %s

// math.fpowi (torch-mlir's x.pow(2)) computed wrong results on the H200
// through the NVVM lowering; a constant power becomes multiplications.
// CHECK-NOT: powi
// CHECK: mul.rn.f32 {{.*}}%[[X:r[0-9]+]], %[[X]];
// CHECK-NOT: powi
func.func @square(%x: memref<256xf32>, %out: memref<256xf32>) {
  %two = arith.constant 2 : i64
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%x : memref<256xf32>) outs(%out : memref<256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %p = math.fpowi %a, %two : f32, i64
    linalg.yield %p : f32
  }
  return
}

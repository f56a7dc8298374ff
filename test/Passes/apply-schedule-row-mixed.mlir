// RUN: cuda-agent-opt %s --cuda-agent-apply-schedule="schedule=block(1);split(64)" | FileCheck %s

// A row kernel whose reductions have different element types (torch-mlir's
// LayerNorm: f64 statistics next to an f32 mean). Each reduction's shared
// partial results and result are zeroed one element per thread, before a
// barrier; before, the f32 ones (not of the anchor's type) were zeroed
// whole by every thread with no barrier, racing with the partial sums of
// the threads already past it.
// CHECK-LABEL: func.func @mixed(
// CHECK-DAG: memref.get_global @{{.*}} : memref<1x64xf32, 3>
// CHECK-DAG: memref.get_global @{{.*}} : memref<1x64xf64, 3>
// CHECK-NOT: vector.store {{.*}} : memref<1x64xf32, 3>, vector<64xf32>
// CHECK-NOT: vector.store {{.*}} : memref<1x64xf64, 3>, vector<64xf64>
// CHECK: gpu.terminator
func.func @mixed(%x: tensor<4x256xf32>, %out: tensor<4x256xf32>) -> tensor<4x256xf32> {
  %zero64 = arith.constant 0.0 : f64
  %zero = arith.constant 0.0 : f32
  %wide = tensor.empty() : tensor<4x256xf64>
  %x64 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                         iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x256xf32>) outs(%wide : tensor<4x256xf64>) {
  ^bb0(%a: f32, %o: f64):
    %e = arith.extf %a : f32 to f64
    linalg.yield %e : f64
  } -> tensor<4x256xf64>
  %rows64 = tensor.empty() : tensor<4xf64>
  %init64 = linalg.fill ins(%zero64 : f64) outs(%rows64 : tensor<4xf64>) -> tensor<4xf64>
  %sum64 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                           iterator_types = ["parallel", "reduction"]}
      ins(%x64 : tensor<4x256xf64>) outs(%init64 : tensor<4xf64>) {
  ^bb0(%a: f64, %s: f64):
    %r = arith.addf %a, %s : f64
    linalg.yield %r : f64
  } -> tensor<4xf64>
  %rows = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%rows : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x256xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%a: f32, %s: f32):
    %r = arith.addf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>,
                                        affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum64, %sum : tensor<4x256xf32>, tensor<4xf64>, tensor<4xf32>) outs(%out : tensor<4x256xf32>) {
  ^bb0(%a: f32, %s64: f64, %s: f32, %o: f32):
    %t = arith.truncf %s64 : f64 to f32
    %m = arith.mulf %a, %t : f32
    %r = arith.addf %m, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x256xf32>
  return %y : tensor<4x256xf32>
}

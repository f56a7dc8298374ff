// normalization-4552c76dc4f6: normalization (softmax), f32; cuda-agent synth --seed 2026, candidate 6200
func.func @normalization(%arg0: tensor<32768x1024xf32>, %arg1: tensor<32768x1024xf32>) -> tensor<32768x1024xf32> {
  %cst = arith.constant 0xFF800000 : f32
  %0 = tensor.empty() : tensor<32768xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<32768xf32>) -> tensor<32768xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<32768x1024xf32>) outs(%1 : tensor<32768xf32>) {
  ^bb0(%in: f32, %out: f32):
    %11 = arith.maximumf %in, %out : f32
    linalg.yield %11 : f32
  } -> tensor<32768xf32>
  %3 = tensor.empty() : tensor<32768x1024xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %2 : tensor<32768x1024xf32>, tensor<32768xf32>) outs(%3 : tensor<32768x1024xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %11 = arith.subf %in, %in_1 : f32
    linalg.yield %11 : f32
  } -> tensor<32768x1024xf32>
  %5 = tensor.empty() : tensor<32768x1024xf32>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<32768x1024xf32>) outs(%5 : tensor<32768x1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %11 = math.exp %in : f32
    linalg.yield %11 : f32
  } -> tensor<32768x1024xf32>
  %cst_0 = arith.constant 0.000000e+00 : f32
  %7 = tensor.empty() : tensor<32768xf32>
  %8 = linalg.fill ins(%cst_0 : f32) outs(%7 : tensor<32768xf32>) -> tensor<32768xf32>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%6 : tensor<32768x1024xf32>) outs(%8 : tensor<32768xf32>) {
  ^bb0(%in: f32, %out: f32):
    %11 = arith.addf %in, %out : f32
    linalg.yield %11 : f32
  } -> tensor<32768xf32>
  %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %9 : tensor<32768x1024xf32>, tensor<32768xf32>) outs(%arg1 : tensor<32768x1024xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %11 = arith.divf %in, %in_1 : f32
    linalg.yield %11 : f32
  } -> tensor<32768x1024xf32>
  return %10 : tensor<32768x1024xf32>
}

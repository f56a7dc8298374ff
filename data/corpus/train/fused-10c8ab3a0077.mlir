// fused-10c8ab3a0077: fused (matmul-irregular+residual+relu), f32; cuda-agent synth --seed 2026, candidate 5010
func.func @fused(%arg0: tensor<1820x1912xf32>, %arg1: tensor<1912x1911xf32>, %arg2: tensor<1820x1911xf32>, %arg3: tensor<1820x1911xf32>) -> tensor<1820x1911xf32> {
  %0 = tensor.empty() : tensor<1820x1911xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1820x1911xf32>) -> tensor<1820x1911xf32>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<1820x1912xf32>, tensor<1912x1911xf32>) outs(%1 : tensor<1820x1911xf32>) -> tensor<1820x1911xf32>
  %3 = tensor.empty() : tensor<1820x1911xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<1820x1911xf32>, tensor<1820x1911xf32>) outs(%3 : tensor<1820x1911xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %6 = arith.addf %in, %in_0 : f32
    linalg.yield %6 : f32
  } -> tensor<1820x1911xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<1820x1911xf32>) outs(%arg3 : tensor<1820x1911xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 0.000000e+00 : f32
    %6 = arith.maximumf %in, %cst_0 : f32
    linalg.yield %6 : f32
  } -> tensor<1820x1911xf32>
  return %5 : tensor<1820x1911xf32>
}

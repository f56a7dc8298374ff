// fused-327070d64341: fused (bmm-bmm+relu), f32; cuda-agent synth --seed 2026, candidate 111
func.func @fused(%arg0: tensor<16x1024x1024xf32>, %arg1: tensor<16x1024x711xf32>, %arg2: tensor<16x1024x711xf32>) -> tensor<16x1024x711xf32> {
  %0 = tensor.empty() : tensor<16x1024x711xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x1024x711xf32>) -> tensor<16x1024x711xf32>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<16x1024x1024xf32>, tensor<16x1024x711xf32>) outs(%1 : tensor<16x1024x711xf32>) -> tensor<16x1024x711xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<16x1024x711xf32>) outs(%arg2 : tensor<16x1024x711xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cst_0 = arith.constant 0.000000e+00 : f32
    %4 = arith.maximumf %in, %cst_0 : f32
    linalg.yield %4 : f32
  } -> tensor<16x1024x711xf32>
  return %3 : tensor<16x1024x711xf32>
}

// Two elementwise results of one input (ReLU and a doubling), as
// cuda-agent-merge-result-generics leaves a kernel returning both: one op
// of two results, which the streaming schedule writes in one pass.
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @two_results(%x: tensor<1024x4096xf32>, %relu_out: tensor<1024x4096xf32>, %double_out: tensor<1024x4096xf32>) -> (tensor<1024x4096xf32>, tensor<1024x4096xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %results:2 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x, %x : tensor<1024x4096xf32>, tensor<1024x4096xf32>) outs(%relu_out, %double_out : tensor<1024x4096xf32>, tensor<1024x4096xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32, %out_2: f32):
    %relu = arith.maximumf %in, %zero : f32
    %double = arith.mulf %in_1, %two : f32
    linalg.yield %relu, %double : f32, f32
  } -> (tensor<1024x4096xf32>, tensor<1024x4096xf32>)
  return %results#0, %results#1 : tensor<1024x4096xf32>, tensor<1024x4096xf32>
}

// elementwise-729246c308f6: elementwise (tanh+bias+bias), f32; cuda-agent synth --seed 2026, candidate 3152
func.func @elementwise(%arg0: tensor<8388620xf32>, %arg1: tensor<8388620xf32>, %arg2: tensor<8388620xf32>, %arg3: tensor<8388620xf32>) -> tensor<8388620xf32> {
  %0 = tensor.empty() : tensor<8388620xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<8388620xf32>) outs(%0 : tensor<8388620xf32>) {
  ^bb0(%in: f32, %out: f32):
    %5 = math.tanh %in : f32
    linalg.yield %5 : f32
  } -> tensor<8388620xf32>
  %2 = tensor.empty() : tensor<8388620xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%1, %arg1 : tensor<8388620xf32>, tensor<8388620xf32>) outs(%2 : tensor<8388620xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %5 = arith.addf %in, %in_0 : f32
    linalg.yield %5 : f32
  } -> tensor<8388620xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3, %arg2 : tensor<8388620xf32>, tensor<8388620xf32>) outs(%arg3 : tensor<8388620xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %5 = arith.addf %in, %in_0 : f32
    linalg.yield %5 : f32
  } -> tensor<8388620xf32>
  return %4 : tensor<8388620xf32>
}

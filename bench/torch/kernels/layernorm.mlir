// layernorm of bench/torch/models.py, exported by bench/torch/export.py (torch 2.15.0+cu132, torch-mlir 20261001; weights elided) and cuda-agent-opt --cuda-agent-torch-to-kernel.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @layernorm(%arg0: tensor<32768x4096xf32>, %arg1: tensor<4096xf32> {cuda_agent.weight = dense_resource<torch_tensor_4096_torch.float32_1> : tensor<4096xf32>}, %arg2: tensor<4096xf32> {cuda_agent.weight = dense_resource<torch_tensor_4096_torch.float32> : tensor<4096xf32>}, %arg3: tensor<32768x4096xf32>) -> tensor<32768x4096xf32> {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e-05 : f64
    %cst_2 = arith.constant 4.096000e+03 : f64
    %cst_3 = arith.constant 4.096000e+03 : f32
    %0 = tensor.empty() : tensor<32768x4096xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<32768x4096xf32>) outs(%0 : tensor<32768x4096xf64>) {
    ^bb0(%in: f32, %out: f64):
      %23 = arith.extf %in : f32 to f64
      linalg.yield %23 : f64
    } -> tensor<32768x4096xf64>
    %2 = tensor.empty() : tensor<32768xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<32768xf64>) -> tensor<32768xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<32768x4096xf64>) outs(%3 : tensor<32768xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.addf %in, %out : f64
      linalg.yield %23 : f64
    } -> tensor<32768xf64>
    %5 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%4 : tensor<32768xf64>) outs(%2 : tensor<32768xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.divf %in, %cst_2 : f64
      linalg.yield %23 : f64
    } -> tensor<32768xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %5 : tensor<32768x4096xf64>, tensor<32768xf64>) outs(%0 : tensor<32768x4096xf64>) {
    ^bb0(%in: f64, %in_4: f64, %out: f64):
      %23 = arith.subf %in, %in_4 : f64
      linalg.yield %23 : f64
    } -> tensor<32768x4096xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<32768x4096xf64>) outs(%0 : tensor<32768x4096xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.mulf %in, %in : f64
      linalg.yield %23 : f64
    } -> tensor<32768x4096xf64>
    %8 = linalg.fill ins(%cst : f64) outs(%2 : tensor<32768xf64>) -> tensor<32768xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%7 : tensor<32768x4096xf64>) outs(%8 : tensor<32768xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.addf %in, %out : f64
      linalg.yield %23 : f64
    } -> tensor<32768xf64>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%9 : tensor<32768xf64>) outs(%2 : tensor<32768xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.divf %in, %cst_2 : f64
      linalg.yield %23 : f64
    } -> tensor<32768xf64>
    %11 = tensor.empty() : tensor<32768xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%10 : tensor<32768xf64>) outs(%11 : tensor<32768xf32>) {
    ^bb0(%in: f64, %out: f32):
      %23 = arith.truncf %in : f64 to f32
      linalg.yield %23 : f32
    } -> tensor<32768xf32>
    %13 = linalg.fill ins(%cst_0 : f32) outs(%11 : tensor<32768xf32>) -> tensor<32768xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<32768x4096xf32>) outs(%13 : tensor<32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.addf %in, %out : f32
      linalg.yield %23 : f32
    } -> tensor<32768xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%14 : tensor<32768xf32>) outs(%11 : tensor<32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.divf %in, %cst_3 : f32
      linalg.yield %23 : f32
    } -> tensor<32768xf32>
    %16 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%12 : tensor<32768xf32>) outs(%11 : tensor<32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.truncf %cst_1 : f64 to f32
      %24 = arith.addf %in, %23 : f32
      linalg.yield %24 : f32
    } -> tensor<32768xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%16 : tensor<32768xf32>) outs(%11 : tensor<32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = math.rsqrt %in : f32
      linalg.yield %23 : f32
    } -> tensor<32768xf32>
    %18 = tensor.empty() : tensor<32768x4096xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %15 : tensor<32768x4096xf32>, tensor<32768xf32>) outs(%18 : tensor<32768x4096xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %23 = arith.subf %in, %in_4 : f32
      linalg.yield %23 : f32
    } -> tensor<32768x4096xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%19, %17 : tensor<32768x4096xf32>, tensor<32768xf32>) outs(%18 : tensor<32768x4096xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %23 = arith.mulf %in, %in_4 : f32
      linalg.yield %23 : f32
    } -> tensor<32768x4096xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%20, %arg2 : tensor<32768x4096xf32>, tensor<4096xf32>) outs(%18 : tensor<32768x4096xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %23 = arith.mulf %in, %in_4 : f32
      linalg.yield %23 : f32
    } -> tensor<32768x4096xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%21, %arg1 : tensor<32768x4096xf32>, tensor<4096xf32>) outs(%arg3 : tensor<32768x4096xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %23 = arith.addf %in, %in_4 : f32
      linalg.yield %23 : f32
    } -> tensor<32768x4096xf32>
    return %22 : tensor<32768x4096xf32>
  }
}


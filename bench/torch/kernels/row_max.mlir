// row_max of bench/torch/models.py, exported by bench/torch/export.py (torch 2.15.0+cu132, torch-mlir 20261001; weights elided) and cuda-agent-opt --cuda-agent-torch-to-kernel.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @row_max(%arg0: tensor<32768x8192xf32>, %arg1: tensor<32768xf32>) -> tensor<32768xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %0 = tensor.empty() : tensor<32768xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%arg1 : tensor<32768xf32>) -> tensor<32768xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<32768x8192xf32>) outs(%1 : tensor<32768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %3 = arith.maximumf %in, %out : f32
      linalg.yield %3 : f32
    } -> tensor<32768xf32>
    return %2 : tensor<32768xf32>
  }
}


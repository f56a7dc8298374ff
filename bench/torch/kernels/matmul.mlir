// matmul of bench/torch/models.py, exported by bench/torch/export.py (torch 2.15.0+cu132, torch-mlir 20261001; weights elided) and cuda-agent-opt --cuda-agent-torch-to-kernel.
module {
  func.func @matmul(%arg0: tensor<2048x4096xf32>, %arg1: tensor<4096x2048xf32>, %arg2: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<2048x2048xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<2048x4096xf32>, tensor<4096x2048xf32>) outs(%1 : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    return %2 : tensor<2048x2048xf32>
  }
}


// bmm of bench/torch/models.py, exported by bench/torch/export.py (torch 2.15.0+cu132, torch-mlir 20261001; weights elided) and cuda-agent-opt --cuda-agent-torch-to-kernel.
module {
  func.func @bmm(%arg0: tensor<32x512x512xf32>, %arg1: tensor<32x512x512xf32>, %arg2: tensor<32x512x512xf32>) -> tensor<32x512x512xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<32x512x512xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<32x512x512xf32>) -> tensor<32x512x512xf32>
    %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<32x512x512xf32>, tensor<32x512x512xf32>) outs(%1 : tensor<32x512x512xf32>) -> tensor<32x512x512xf32>
    return %2 : tensor<32x512x512xf32>
  }
}


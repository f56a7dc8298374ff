// An op of a dialect cuda-agent-opt does not know.
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "torch.aten.relu"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// torch-mlir's Conv2d(32, 64, 3, padding=1) + ReLU in linalg on tensors:
// channels a multiple of wgmma's K step of f32 (32), so its GEMM can read
// the image's windows as TMA boxes (cuda-agent-lower-matmul-to-wgmma).
func.func @conv3x3_32_channels(%x: tensor<2x32x16x16xf32>, %w: tensor<64x32x3x3xf32>, %b: tensor<64xf32>) -> tensor<2x64x16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<2x32x16x16xf32> to tensor<2x32x18x18xf32>
  %empty = tensor.empty() : tensor<2x64x16x16xf32>
  %bias = linalg.broadcast ins(%b : tensor<64xf32>) outs(%empty : tensor<2x64x16x16xf32>) dimensions = [0, 2, 3]
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%padded, %w : tensor<2x32x18x18xf32>, tensor<64x32x3x3xf32>) outs(%bias : tensor<2x64x16x16xf32>) -> tensor<2x64x16x16xf32>
  %relu = linalg.generic {indexing_maps = [affine_map<(n, f, h, w) -> (n, f, h, w)>, affine_map<(n, f, h, w) -> (n, f, h, w)>],
                          iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv : tensor<2x64x16x16xf32>) outs(%empty : tensor<2x64x16x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<2x64x16x16xf32>
  return %relu : tensor<2x64x16x16xf32>
}

// fused-97310b86dc43: fused (matmul-tall-skinny+residual+bias), f16; cuda-agent synth --seed 2026, candidate 3097
func.func @fused(%arg0: tensor<65536x768xf16>, %arg1: tensor<768x256xf16>, %arg2: tensor<65536x256xf16>, %arg3: tensor<256xf16>, %arg4: tensor<65536x256xf16>) -> tensor<65536x256xf16> {
  %0 = tensor.empty() : tensor<65536x256xf16>
  %cst = arith.constant 0.000000e+00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<65536x256xf16>) -> tensor<65536x256xf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<65536x768xf16>, tensor<768x256xf16>) outs(%1 : tensor<65536x256xf16>) -> tensor<65536x256xf16>
  %3 = tensor.empty() : tensor<65536x256xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<65536x256xf16>, tensor<65536x256xf16>) outs(%3 : tensor<65536x256xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %6 = arith.addf %in, %in_0 : f16
    linalg.yield %6 : f16
  } -> tensor<65536x256xf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg3 : tensor<65536x256xf16>, tensor<256xf16>) outs(%arg4 : tensor<65536x256xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %6 = arith.addf %in, %in_0 : f16
    linalg.yield %6 : f16
  } -> tensor<65536x256xf16>
  return %5 : tensor<65536x256xf16>
}

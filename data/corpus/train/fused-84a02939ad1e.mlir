// fused-84a02939ad1e: fused (reduction-max-inner+residual+bias+bias), f16; cuda-agent synth --seed 2026, candidate 4888
func.func @fused(%arg0: tensor<53x1758x1498xf16>, %arg1: tensor<53x1758xf16>, %arg2: tensor<1758xf16>, %arg3: tensor<1758xf16>, %arg4: tensor<53x1758xf16>) -> tensor<53x1758xf16> {
  %0 = tensor.empty() : tensor<53x1758xf16>
  %cst = arith.constant 0xFC00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<53x1758xf16>) -> tensor<53x1758xf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<53x1758x1498xf16>) outs(%1 : tensor<53x1758xf16>) {
  ^bb0(%in: f16, %out: f16):
    %8 = arith.maximumf %in, %out : f16
    linalg.yield %8 : f16
  } -> tensor<53x1758xf16>
  %3 = tensor.empty() : tensor<53x1758xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg1 : tensor<53x1758xf16>, tensor<53x1758xf16>) outs(%3 : tensor<53x1758xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %8 = arith.addf %in, %in_0 : f16
    linalg.yield %8 : f16
  } -> tensor<53x1758xf16>
  %5 = tensor.empty() : tensor<53x1758xf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg2 : tensor<53x1758xf16>, tensor<1758xf16>) outs(%5 : tensor<53x1758xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %8 = arith.addf %in, %in_0 : f16
    linalg.yield %8 : f16
  } -> tensor<53x1758xf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %arg3 : tensor<53x1758xf16>, tensor<1758xf16>) outs(%arg4 : tensor<53x1758xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %8 = arith.addf %in, %in_0 : f16
    linalg.yield %8 : f16
  } -> tensor<53x1758xf16>
  return %7 : tensor<53x1758xf16>
}

// fused-b0b6c03b837a: fused (reduction-min-inner+residual+bias), f16; cuda-agent synth --seed 2026, candidate 3584
func.func @fused(%arg0: tensor<47667x4096xf16>, %arg1: tensor<47667xf16>, %arg2: tensor<47667xf16>, %arg3: tensor<47667xf16>) -> tensor<47667xf16> {
  %0 = tensor.empty() : tensor<47667xf16>
  %cst = arith.constant 0x7C00 : f16
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<47667xf16>) -> tensor<47667xf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<47667x4096xf16>) outs(%1 : tensor<47667xf16>) {
  ^bb0(%in: f16, %out: f16):
    %6 = arith.minimumf %in, %out : f16
    linalg.yield %6 : f16
  } -> tensor<47667xf16>
  %3 = tensor.empty() : tensor<47667xf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2, %arg1 : tensor<47667xf16>, tensor<47667xf16>) outs(%3 : tensor<47667xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %6 = arith.addf %in, %in_0 : f16
    linalg.yield %6 : f16
  } -> tensor<47667xf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4, %arg2 : tensor<47667xf16>, tensor<47667xf16>) outs(%arg3 : tensor<47667xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %6 = arith.addf %in, %in_0 : f16
    linalg.yield %6 : f16
  } -> tensor<47667xf16>
  return %5 : tensor<47667xf16>
}

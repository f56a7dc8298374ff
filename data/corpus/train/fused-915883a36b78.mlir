// fused-915883a36b78: fused (reduction-max-outer+residual+residual+residual), bf16; cuda-agent synth --seed 2026, candidate 284
func.func @fused(%arg0: tensor<32768x2048xbf16>, %arg1: tensor<2048xbf16>, %arg2: tensor<2048xbf16>, %arg3: tensor<2048xbf16>, %arg4: tensor<2048xbf16>) -> tensor<2048xbf16> {
  %0 = tensor.empty() : tensor<2048xbf16>
  %cst = arith.constant 0xFF80 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<2048xbf16>) -> tensor<2048xbf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<32768x2048xbf16>) outs(%1 : tensor<2048xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %8 = arith.maximumf %in, %out : bf16
    linalg.yield %8 : bf16
  } -> tensor<2048xbf16>
  %3 = tensor.empty() : tensor<2048xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2, %arg1 : tensor<2048xbf16>, tensor<2048xbf16>) outs(%3 : tensor<2048xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<2048xbf16>
  %5 = tensor.empty() : tensor<2048xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4, %arg2 : tensor<2048xbf16>, tensor<2048xbf16>) outs(%5 : tensor<2048xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<2048xbf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%6, %arg3 : tensor<2048xbf16>, tensor<2048xbf16>) outs(%arg4 : tensor<2048xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<2048xbf16>
  return %7 : tensor<2048xbf16>
}

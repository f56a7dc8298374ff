// fused-194c06357ca6: fused (reduction-mean-outer+bias+bias), bf16; cuda-agent synth --seed 2026, candidate 4664
func.func @fused(%arg0: tensor<65536x4564xbf16>, %arg1: tensor<4564xbf16>, %arg2: tensor<4564xbf16>, %arg3: tensor<4564xbf16>) -> tensor<4564xbf16> {
  %0 = tensor.empty() : tensor<4564xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = tensor.empty() : tensor<4564xbf16>
  %2 = linalg.fill ins(%cst : bf16) outs(%1 : tensor<4564xbf16>) -> tensor<4564xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<65536x4564xbf16>) outs(%2 : tensor<4564xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %8 = arith.addf %in, %out : bf16
    linalg.yield %8 : bf16
  } -> tensor<4564xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<4564xbf16>) outs(%0 : tensor<4564xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 6.553600e+04 : bf16
    %8 = arith.divf %in, %cst_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<4564xbf16>
  %5 = tensor.empty() : tensor<4564xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4, %arg1 : tensor<4564xbf16>, tensor<4564xbf16>) outs(%5 : tensor<4564xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<4564xbf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%6, %arg2 : tensor<4564xbf16>, tensor<4564xbf16>) outs(%arg3 : tensor<4564xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<4564xbf16>
  return %7 : tensor<4564xbf16>
}

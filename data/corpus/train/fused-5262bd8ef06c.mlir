// fused-5262bd8ef06c: fused (reduction-mean-inner+bias+sigmoid), bf16; cuda-agent synth --seed 2026, candidate 1649
func.func @fused(%arg0: tensor<8x256x2048xbf16>, %arg1: tensor<256xbf16>, %arg2: tensor<8x256xbf16>) -> tensor<8x256xbf16> {
  %0 = tensor.empty() : tensor<8x256xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = tensor.empty() : tensor<8x256xbf16>
  %2 = linalg.fill ins(%cst : bf16) outs(%1 : tensor<8x256xbf16>) -> tensor<8x256xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<8x256x2048xbf16>) outs(%2 : tensor<8x256xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %8 = arith.addf %in, %out : bf16
    linalg.yield %8 : bf16
  } -> tensor<8x256xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<8x256xbf16>) outs(%0 : tensor<8x256xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 2.048000e+03 : bf16
    %8 = arith.divf %in, %cst_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<8x256xbf16>
  %5 = tensor.empty() : tensor<8x256xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg1 : tensor<8x256xbf16>, tensor<256xbf16>) outs(%5 : tensor<8x256xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<8x256xbf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<8x256xbf16>) outs(%arg2 : tensor<8x256xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %8 = arith.negf %in : bf16
    %9 = math.exp %8 : bf16
    %cst_0 = arith.constant 1.000000e+00 : bf16
    %10 = arith.addf %cst_0, %9 : bf16
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %11 = arith.divf %cst_1, %10 : bf16
    linalg.yield %11 : bf16
  } -> tensor<8x256xbf16>
  return %7 : tensor<8x256xbf16>
}

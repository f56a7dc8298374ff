// fused-48d7c906f145: fused (reduction-mean-outer+leaky_relu), bf16; cuda-agent synth --seed 2026, candidate 3835
func.func @fused(%arg0: tensor<23403x64xbf16>, %arg1: tensor<64xbf16>) -> tensor<64xbf16> {
  %0 = tensor.empty() : tensor<64xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = tensor.empty() : tensor<64xbf16>
  %2 = linalg.fill ins(%cst : bf16) outs(%1 : tensor<64xbf16>) -> tensor<64xbf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg0 : tensor<23403x64xbf16>) outs(%2 : tensor<64xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %6 = arith.addf %in, %out : bf16
    linalg.yield %6 : bf16
  } -> tensor<64xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<64xbf16>) outs(%0 : tensor<64xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 2.342400e+04 : bf16
    %6 = arith.divf %in, %cst_0 : bf16
    linalg.yield %6 : bf16
  } -> tensor<64xbf16>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%4 : tensor<64xbf16>) outs(%arg1 : tensor<64xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.000980e-02 : bf16
    %6 = arith.mulf %cst_0, %in : bf16
    %cst_1 = arith.constant 0.000000e+00 : bf16
    %7 = arith.cmpf ogt, %in, %cst_1 : bf16
    %8 = arith.select %7, %in, %6 : bf16
    linalg.yield %8 : bf16
  } -> tensor<64xbf16>
  return %5 : tensor<64xbf16>
}

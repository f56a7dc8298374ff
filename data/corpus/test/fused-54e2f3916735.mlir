// fused-54e2f3916735: fused (matmul-large-k+leaky_relu+bias+bias), bf16; cuda-agent synth --seed 2026, candidate 4027
func.func @fused(%arg0: tensor<196x5120xbf16>, %arg1: tensor<5120x203xbf16>, %arg2: tensor<203xbf16>, %arg3: tensor<203xbf16>, %arg4: tensor<196x203xbf16>) -> tensor<196x203xbf16> {
  %0 = tensor.empty() : tensor<196x203xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<196x203xbf16>) -> tensor<196x203xbf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<196x5120xbf16>, tensor<5120x203xbf16>) outs(%1 : tensor<196x203xbf16>) -> tensor<196x203xbf16>
  %3 = tensor.empty() : tensor<196x203xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<196x203xbf16>) outs(%3 : tensor<196x203xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.000980e-02 : bf16
    %8 = arith.mulf %cst_0, %in : bf16
    %cst_1 = arith.constant 0.000000e+00 : bf16
    %9 = arith.cmpf ogt, %in, %cst_1 : bf16
    %10 = arith.select %9, %in, %8 : bf16
    linalg.yield %10 : bf16
  } -> tensor<196x203xbf16>
  %5 = tensor.empty() : tensor<196x203xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg2 : tensor<196x203xbf16>, tensor<203xbf16>) outs(%5 : tensor<196x203xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<196x203xbf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %arg3 : tensor<196x203xbf16>, tensor<203xbf16>) outs(%arg4 : tensor<196x203xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<196x203xbf16>
  return %7 : tensor<196x203xbf16>
}

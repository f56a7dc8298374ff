// fused-ba0221e1cc76: fused (matmul-irregular+scale+bias+leaky_relu+scale), bf16; cuda-agent synth --seed 2026, candidate 3515
func.func @fused(%arg0: tensor<1034x1411xbf16>, %arg1: tensor<1411x1450xbf16>, %arg2: tensor<1450xbf16>, %arg3: tensor<1034x1450xbf16>) -> tensor<1034x1450xbf16> {
  %0 = tensor.empty() : tensor<1034x1450xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<1034x1450xbf16>) -> tensor<1034x1450xbf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<1034x1411xbf16>, tensor<1411x1450xbf16>) outs(%1 : tensor<1034x1450xbf16>) -> tensor<1034x1450xbf16>
  %3 = tensor.empty() : tensor<1034x1450xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<1034x1450xbf16>) outs(%3 : tensor<1034x1450xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.125000e+00 : bf16
    %10 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<1034x1450xbf16>
  %5 = tensor.empty() : tensor<1034x1450xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg2 : tensor<1034x1450xbf16>, tensor<1450xbf16>) outs(%5 : tensor<1034x1450xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<1034x1450xbf16>
  %7 = tensor.empty() : tensor<1034x1450xbf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<1034x1450xbf16>) outs(%7 : tensor<1034x1450xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.000980e-02 : bf16
    %10 = arith.mulf %cst_0, %in : bf16
    %cst_1 = arith.constant 0.000000e+00 : bf16
    %11 = arith.cmpf ogt, %in, %cst_1 : bf16
    %12 = arith.select %11, %in, %10 : bf16
    linalg.yield %12 : bf16
  } -> tensor<1034x1450xbf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<1034x1450xbf16>) outs(%arg3 : tensor<1034x1450xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 5.000000e-01 : bf16
    %10 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<1034x1450xbf16>
  return %9 : tensor<1034x1450xbf16>
}

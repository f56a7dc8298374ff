// fused-fcf658443ad0: fused (matmul-large-k+bias+bias+bias+sigmoid), bf16; cuda-agent synth --seed 2026, candidate 4986
func.func @fused(%arg0: tensor<64x32768xbf16>, %arg1: tensor<32768x384xbf16>, %arg2: tensor<384xbf16>, %arg3: tensor<384xbf16>, %arg4: tensor<384xbf16>, %arg5: tensor<64x384xbf16>) -> tensor<64x384xbf16> {
  %0 = tensor.empty() : tensor<64x384xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<64x384xbf16>) -> tensor<64x384xbf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<64x32768xbf16>, tensor<32768x384xbf16>) outs(%1 : tensor<64x384xbf16>) -> tensor<64x384xbf16>
  %3 = tensor.empty() : tensor<64x384xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<64x384xbf16>, tensor<384xbf16>) outs(%3 : tensor<64x384xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<64x384xbf16>
  %5 = tensor.empty() : tensor<64x384xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4, %arg3 : tensor<64x384xbf16>, tensor<384xbf16>) outs(%5 : tensor<64x384xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<64x384xbf16>
  %7 = tensor.empty() : tensor<64x384xbf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6, %arg4 : tensor<64x384xbf16>, tensor<384xbf16>) outs(%7 : tensor<64x384xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<64x384xbf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<64x384xbf16>) outs(%arg5 : tensor<64x384xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %10 = arith.negf %in : bf16
    %11 = math.exp %10 : bf16
    %cst_0 = arith.constant 1.000000e+00 : bf16
    %12 = arith.addf %cst_0, %11 : bf16
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %13 = arith.divf %cst_1, %12 : bf16
    linalg.yield %13 : bf16
  } -> tensor<64x384xbf16>
  return %9 : tensor<64x384xbf16>
}

// fused-9e046d68efd5: fused (bmm-bmm+bias+bias+bias+bias), bf16; cuda-agent synth --seed 2026, candidate 3509
func.func @fused(%arg0: tensor<32x128x412xbf16>, %arg1: tensor<32x412x1155xbf16>, %arg2: tensor<1155xbf16>, %arg3: tensor<1155xbf16>, %arg4: tensor<1155xbf16>, %arg5: tensor<1155xbf16>, %arg6: tensor<32x128x1155xbf16>) -> tensor<32x128x1155xbf16> {
  %0 = tensor.empty() : tensor<32x128x1155xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<32x128x1155xbf16>) -> tensor<32x128x1155xbf16>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<32x128x412xbf16>, tensor<32x412x1155xbf16>) outs(%1 : tensor<32x128x1155xbf16>) -> tensor<32x128x1155xbf16>
  %3 = tensor.empty() : tensor<32x128x1155xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %arg2 : tensor<32x128x1155xbf16>, tensor<1155xbf16>) outs(%3 : tensor<32x128x1155xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<32x128x1155xbf16>
  %5 = tensor.empty() : tensor<32x128x1155xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %arg3 : tensor<32x128x1155xbf16>, tensor<1155xbf16>) outs(%5 : tensor<32x128x1155xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<32x128x1155xbf16>
  %7 = tensor.empty() : tensor<32x128x1155xbf16>
  %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %arg4 : tensor<32x128x1155xbf16>, tensor<1155xbf16>) outs(%7 : tensor<32x128x1155xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<32x128x1155xbf16>
  %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %arg5 : tensor<32x128x1155xbf16>, tensor<1155xbf16>) outs(%arg6 : tensor<32x128x1155xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %10 = arith.addf %in, %in_0 : bf16
    linalg.yield %10 : bf16
  } -> tensor<32x128x1155xbf16>
  return %9 : tensor<32x128x1155xbf16>
}

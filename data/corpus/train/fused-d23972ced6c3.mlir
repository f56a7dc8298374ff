// fused-d23972ced6c3: fused (matmul-small-k+bias+scale+scale), bf16; cuda-agent synth --seed 2026, candidate 4439
func.func @fused(%arg0: tensor<1024x26xbf16>, %arg1: tensor<26x6847xbf16>, %arg2: tensor<6847xbf16>, %arg3: tensor<1024x6847xbf16>) -> tensor<1024x6847xbf16> {
  %0 = tensor.empty() : tensor<1024x6847xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<1024x6847xbf16>) -> tensor<1024x6847xbf16>
  %2 = linalg.matmul ins(%arg0, %arg1 : tensor<1024x26xbf16>, tensor<26x6847xbf16>) outs(%1 : tensor<1024x6847xbf16>) -> tensor<1024x6847xbf16>
  %3 = tensor.empty() : tensor<1024x6847xbf16>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<1024x6847xbf16>, tensor<6847xbf16>) outs(%3 : tensor<1024x6847xbf16>) {
  ^bb0(%in: bf16, %in_0: bf16, %out: bf16):
    %8 = arith.addf %in, %in_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<1024x6847xbf16>
  %5 = tensor.empty() : tensor<1024x6847xbf16>
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<1024x6847xbf16>) outs(%5 : tensor<1024x6847xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 1.000000e+00 : bf16
    %8 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<1024x6847xbf16>
  %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<1024x6847xbf16>) outs(%arg3 : tensor<1024x6847xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %cst_0 = arith.constant 2.000000e+00 : bf16
    %8 = arith.mulf %in, %cst_0 : bf16
    linalg.yield %8 : bf16
  } -> tensor<1024x6847xbf16>
  return %7 : tensor<1024x6847xbf16>
}

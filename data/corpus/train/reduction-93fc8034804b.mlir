// reduction-93fc8034804b: reduction (mean-inner), f16; cuda-agent synth --seed 2026, candidate 2959
func.func @reduction(%arg0: tensor<196x2048xf16>, %arg1: tensor<196xf16>) -> tensor<196xf16> {
  %cst = arith.constant 0.000000e+00 : f16
  %0 = tensor.empty() : tensor<196xf16>
  %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<196xf16>) -> tensor<196xf16>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<196x2048xf16>) outs(%1 : tensor<196xf16>) {
  ^bb0(%in: f16, %out: f16):
    %4 = arith.addf %in, %out : f16
    linalg.yield %4 : f16
  } -> tensor<196xf16>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<196xf16>) outs(%arg1 : tensor<196xf16>) {
  ^bb0(%in: f16, %out: f16):
    %cst_0 = arith.constant 2.048000e+03 : f16
    %4 = arith.divf %in, %cst_0 : f16
    linalg.yield %4 : f16
  } -> tensor<196xf16>
  return %3 : tensor<196xf16>
}

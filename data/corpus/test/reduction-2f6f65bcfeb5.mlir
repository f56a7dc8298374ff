// reduction-2f6f65bcfeb5: reduction (argmax-inner), bf16; cuda-agent synth --seed 2026, candidate 5584
func.func @reduction(%arg0: tensor<53430x512xbf16>, %arg1: tensor<53430xi64>) -> tensor<53430xi64> {
  %cst = arith.constant 0xFF80 : bf16
  %0 = tensor.empty() : tensor<53430xbf16>
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<53430xbf16>) -> tensor<53430xbf16>
  %c0_i64 = arith.constant 0 : i64
  %2 = linalg.fill ins(%c0_i64 : i64) outs(%arg1 : tensor<53430xi64>) -> tensor<53430xi64>
  %3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<53430x512xbf16>) outs(%1, %2 : tensor<53430xbf16>, tensor<53430xi64>) {
  ^bb0(%in: bf16, %out: bf16, %out_0: i64):
    %4 = linalg.index 1 : index
    %5 = arith.index_cast %4 : index to i64
    %6 = arith.cmpf ogt, %in, %out : bf16
    %7 = arith.select %6, %in, %out : bf16
    %8 = arith.select %6, %5, %out_0 : i64
    linalg.yield %7, %8 : bf16, i64
  } -> (tensor<53430xbf16>, tensor<53430xi64>)
  return %3#1 : tensor<53430xi64>
}

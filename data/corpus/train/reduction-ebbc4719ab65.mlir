// reduction-ebbc4719ab65: reduction (argmax-inner), f32; cuda-agent synth --seed 2026, candidate 1343
func.func @reduction(%arg0: tensor<16384x3829xf32>, %arg1: tensor<16384xi64>) -> tensor<16384xi64> {
  %cst = arith.constant 0xFF800000 : f32
  %0 = tensor.empty() : tensor<16384xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16384xf32>) -> tensor<16384xf32>
  %c0_i64 = arith.constant 0 : i64
  %2 = linalg.fill ins(%c0_i64 : i64) outs(%arg1 : tensor<16384xi64>) -> tensor<16384xi64>
  %3:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<16384x3829xf32>) outs(%1, %2 : tensor<16384xf32>, tensor<16384xi64>) {
  ^bb0(%in: f32, %out: f32, %out_0: i64):
    %4 = linalg.index 1 : index
    %5 = arith.index_cast %4 : index to i64
    %6 = arith.cmpf ogt, %in, %out : f32
    %7 = arith.select %6, %in, %out : f32
    %8 = arith.select %6, %5, %out_0 : i64
    linalg.yield %7, %8 : f32, i64
  } -> (tensor<16384xf32>, tensor<16384xi64>)
  return %3#1 : tensor<16384xi64>
}

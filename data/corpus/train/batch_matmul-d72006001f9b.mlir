// batch_matmul-d72006001f9b: batch_matmul (bmm), bf16; cuda-agent synth --seed 2026, candidate 2830
func.func @batch_matmul(%arg0: tensor<12x1462x470xbf16>, %arg1: tensor<12x470x256xbf16>, %arg2: tensor<12x1462x256xbf16>) -> tensor<12x1462x256xbf16> {
  %cst = arith.constant 0.000000e+00 : bf16
  %0 = linalg.fill ins(%cst : bf16) outs(%arg2 : tensor<12x1462x256xbf16>) -> tensor<12x1462x256xbf16>
  %1 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<12x1462x470xbf16>, tensor<12x470x256xbf16>) outs(%0 : tensor<12x1462x256xbf16>) -> tensor<12x1462x256xbf16>
  return %1 : tensor<12x1462x256xbf16>
}

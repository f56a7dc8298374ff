// cuda-agent synth: random kernels with a manifest, the same bytes for the
// same seed whatever the thread count; every kernel lowers with the default
// schedule and its manifest's FLOPs and bytes match the compiled plan.
// RUN: rm -rf %t && %cuda-agent synth -n 30 --seed 7 --dtypes f32,f16,bf16 --threads 2 -o %t/a | FileCheck %s
// RUN: %cuda-agent synth -n 30 --seed 7 --dtypes f32,f16,bf16 --threads 1 -o %t/b > /dev/null
// RUN: diff -r %t/a %t/b
// RUN: %python %repo/scripts/check_corpus.py %t/a --jobs 2 | FileCheck %s --check-prefix=CHECKED

// Another seed, other kernels.
// RUN: %cuda-agent synth -n 30 --seed 8 --dtypes f32,f16,bf16 -o %t/c > /dev/null
// RUN: not diff -q %t/a/manifest.jsonl %t/c/manifest.jsonl

// The first kernels of a longer run are the shorter run's.
// RUN: %cuda-agent synth -n 40 --seed 7 --dtypes f32,f16,bf16 -o %t/d > /dev/null
// RUN: head -n 30 %t/d/manifest.jsonl | diff - %t/a/manifest.jsonl

// CHECK: family kernels train val test holdout
// CHECK: all 30
// CHECK: 30 kernels from {{[0-9]+}} candidates
// CHECKED: 30 kernels ({{.*}}); 30 compiled; 0 problems

// Holdout families go to their own split.
// RUN: %cuda-agent synth -n 12 --seed 3 --families matvec,reduction --holdout matvec -o %t/h | FileCheck %s --check-prefix=HOLDOUT
// HOLDOUT: matvec {{[0-9]+}} 0 0 0 {{[0-9]+}}
// HOLDOUT: reduction {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 0

// A tampered file, or a kernel in two splits, is a problem.
// RUN: cp -r %t/a %t/bad && sed -i 's/arith.constant 0.000000e+00/arith.constant 1.000000e+00/' %t/bad/*/*.mlir
// RUN: not %python %repo/scripts/check_corpus.py %t/bad --every 100 | FileCheck %s --check-prefix=TAMPERED
// TAMPERED: the text does not hash to

// Bad options say what is wrong.
// RUN: not %cuda-agent synth -n 3 --families nope -o %t/x 2>&1 | FileCheck %s --check-prefix=BAD-FAMILY
// BAD-FAMILY: cuda-agent: error: unknown family 'nope' (families: matmul, batch_matmul, matvec, conv2d, pooling, reduction, normalization, elementwise, fused)
// RUN: not %cuda-agent synth -n 3 --dtypes f64 -o %t/x 2>&1 | FileCheck %s --check-prefix=BAD-DTYPE
// BAD-DTYPE: cuda-agent: error: unknown dtype 'f64' (f32, f16, bf16)
// RUN: not %cuda-agent synth -n 3 --families matvec --max-us 0.001 -o %t/x 2>&1 | FileCheck %s --check-prefix=NARROW
// NARROW: cuda-agent: error: only 0 of 3 kernels after {{[0-9]+}} candidates

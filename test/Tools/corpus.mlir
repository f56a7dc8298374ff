// The committed corpus (data/corpus, docs/CORPUS.md) regenerates bit for
// bit: the command that wrote it, asked for its first 60 kernels, writes the
// same manifest lines and files. Every 50th kernel lowers with the default
// schedule, its FLOPs and bytes as the manifest says; splits are disjoint.
// RUN: rm -rf %t && %cuda-agent synth -n 60 --seed 2026 --dtypes f32,f16,bf16 --holdout pooling -o %t > /dev/null
// RUN: head -n 60 %repo/data/corpus/manifest.jsonl | diff - %t/manifest.jsonl
// RUN: cd %t && for file in */*.mlir; do diff $file %repo/data/corpus/$file || exit 1; done
// RUN: %python %repo/scripts/check_corpus.py %repo/data/corpus --every 50 --jobs 2 | FileCheck %s
// CHECK: 3000 kernels (323 holdout, 265 test, 2149 train, 263 val); 60 compiled; 0 problems

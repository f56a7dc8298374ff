// train and tune --mpi --reward gpu (docs/DISTRIBUTED.md): worker ranks
// measure on their GPU and send the measurements to rank 0, which alone
// records them in the experience database and the cache file.
// REQUIRES: mpi
// RUN: rm -rf %t && mkdir -p %t
// RUN: %mpirun -np 2 %cuda-agent tune %S/../Inputs/kernels/matmul-128x64.mlir --reward gpu --budget 4 --batch 4 --strategy random --runs 5 --db %t/experience.db --measurements %t/tune.jsonl --mpi 2>&1 | FileCheck %s --check-prefix=TUNE
// TUNE: cuda-agent: --mpi: rank 0 searches, 1 worker ranks measure
// TUNE: cuda-agent: rank 1 measures on GPU {{[0-9]+}}
// TUNE: matmul-128x64 {{[0-9.]+}} {{[0-9.]+}}x
// RUN: %cuda-agent db stats --db %t/experience.db | FileCheck %s --check-prefix=TUNED
// TUNED: schema {{[0-9]+}}, 1 kernels, {{[4-9]|[1-9][0-9]+}} records
// RUN: wc -l < %t/tune.jsonl | FileCheck %s --check-prefix=CACHED
// CACHED: {{^4$}}

// RUN: %mpirun -np 2 %cuda-agent train %S/../Inputs/kernels/row-sum.mlir --reward gpu --steps 40 --episodes-per-update 8 --hidden 16 --runs 5 --db %t/experience.db --out %t/policy --mpi 2>/dev/null | FileCheck %s --check-prefix=TRAIN
// TRAIN: trained on 1 kernels
// TRAIN: worker ranks: 1 of 1 alive; {{[1-9][0-9]*}} measurements recorded
// RUN: cat %t/policy/measurements.jsonl | FileCheck %s --check-prefix=TRAINCACHE
// TRAINCACHE: "key":"0x{{[0-9a-f]+}}|

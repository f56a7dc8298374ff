// train and tune --mpi under mpirun (docs/DISTRIBUTED.md): rank 0 learns,
// the other ranks play the rollouts. The same seed trains the same policy,
// byte for byte, in one process, with one worker rank and with two; a
// worker rank that dies mid-run is survived (its tasks re-issued) where
// mpirun lets the job outlive it, and --resume continues where it does not.
// REQUIRES: mpi
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cuda-agent train %S/../Inputs/kernels/row-sum.mlir %S/../Inputs/kernels/matmul-128x64.mlir %S/../Inputs/kernels/softmax.mlir --steps 300 --episodes-per-update 32 --hidden 32 --seed 3 --workers 2 --db= --out %t/one 2>/dev/null
// RUN: %mpirun -np 2 %cuda-agent train %S/../Inputs/kernels/row-sum.mlir %S/../Inputs/kernels/matmul-128x64.mlir %S/../Inputs/kernels/softmax.mlir --steps 300 --episodes-per-update 32 --hidden 32 --seed 3 --workers 2 --db= --out %t/two --mpi 2>%t/two.err | FileCheck %s --check-prefix=TWO
// TWO: trained on 3 kernels in {{[0-9.]+}} s: {{.*}}two
// TWO-NEXT: worker ranks: 1 of 1 alive; 0 measurements recorded
// RUN: FileCheck %s --check-prefix=STARTED < %t/two.err
// STARTED: cuda-agent: --mpi: rank 0 learns, 1 worker ranks measure (Open MPI
// RUN: cmp %t/one/policy.pt %t/two/policy.pt
// RUN: %mpirun -np 3 %cuda-agent train %S/../Inputs/kernels/row-sum.mlir %S/../Inputs/kernels/matmul-128x64.mlir %S/../Inputs/kernels/softmax.mlir --steps 300 --episodes-per-update 32 --hidden 32 --seed 3 --workers 2 --db= --out %t/three --mpi 2>/dev/null | FileCheck %s --check-prefix=THREE
// THREE: worker ranks: 2 of 2 alive
// RUN: cmp %t/one/policy.pt %t/three/policy.pt
// RUN: diff <(sed 's/"episodes_per_s":[^,]*,//; s/"seconds":[^,]*,//' %t/one/metrics.jsonl) <(sed 's/"episodes_per_s":[^,]*,//; s/"seconds":[^,]*,//' %t/three/metrics.jsonl)

// Rank 2 ends its process on its second batch: after 2 s of silence rank 0
// gives it up, rank 1 plays its stream, and the policy is still the same.
// RUN: %mpirun --enable-recovery -np 3 %cuda-agent train %S/../Inputs/kernels/row-sum.mlir %S/../Inputs/kernels/matmul-128x64.mlir %S/../Inputs/kernels/softmax.mlir --steps 300 --episodes-per-update 32 --hidden 32 --seed 3 --workers 2 --db= --out %t/lost --mpi --mpi-timeout 2 --mpi-test-exit-rank 2 --mpi-test-exit-batch 2 2>%t/lost.err | FileCheck %s --check-prefix=LOST
// LOST: worker ranks: 1 of 2 alive
// RUN: FileCheck %s --check-prefix=REISSUED < %t/lost.err
// REISSUED: cuda-agent: worker rank 2 was silent for 2 s: re-issuing its 1 tasks
// RUN: cmp %t/one/policy.pt %t/lost/policy.pt

// Without --enable-recovery mpirun ends the job when rank 2 dies; the
// checkpoint of each update stays, and --resume finishes the run.
// RUN: not %mpirun -np 3 %cuda-agent train %S/../Inputs/kernels/row-sum.mlir %S/../Inputs/kernels/matmul-128x64.mlir %S/../Inputs/kernels/softmax.mlir --steps 300 --episodes-per-update 32 --hidden 32 --seed 3 --workers 2 --db= --out %t/cut --checkpoint-every 1 --mpi --mpi-test-exit-rank 2 --mpi-test-exit-batch 3 >/dev/null 2>&1
// RUN: wc -l < %t/cut/metrics.jsonl | FileCheck %s --check-prefix=TWOUPDATES
// TWOUPDATES: {{^2$}}
// RUN: %mpirun -np 3 %cuda-agent train %S/../Inputs/kernels/row-sum.mlir %S/../Inputs/kernels/matmul-128x64.mlir %S/../Inputs/kernels/softmax.mlir --steps 300 --episodes-per-update 32 --hidden 32 --seed 3 --workers 2 --db= --out %t/cut --checkpoint-every 1 --mpi --resume 2>/dev/null | FileCheck %s --check-prefix=RESUMED
// RESUMED: worker ranks: 2 of 2 alive
// RUN: tail -n 1 %t/cut/metrics.jsonl | FileCheck %s --check-prefix=LAST
// LAST: "update":5

// The only worker rank lost: rank 0 stops, keeping the updates done
// (mpirun --enable-recovery exits 0 whatever the ranks return: the message
// says it).
// RUN: %mpirun --enable-recovery -np 2 %cuda-agent train %S/../Inputs/kernels/row-sum.mlir %S/../Inputs/kernels/matmul-128x64.mlir %S/../Inputs/kernels/softmax.mlir --steps 300 --episodes-per-update 32 --hidden 32 --seed 3 --workers 2 --db= --out %t/alllost --mpi --mpi-timeout 2 --mpi-test-exit-rank 1 --mpi-test-exit-batch 2 2>&1 | FileCheck %s --check-prefix=ALLLOST
// ALLLOST: cuda-agent: worker rank 1 was silent for 2 s: re-issuing its 2 tasks
// ALLLOST: cuda-agent: error: update 2: every worker rank failed (the last: rank 1 was silent for 2 s) (checkpoint of update 1 saved in {{.*}}alllost/checkpoint: --resume continues from it)
// RUN: test -f %t/alllost/checkpoint/policy.pt && test -f %t/alllost/checkpoint/optimizer.pt

// tune --mpi: the worker ranks score rank 0's batches; the same trials.
// RUN: %cuda-agent tune %S/../Inputs/kernels/matmul-128x64.mlir %S/../Inputs/kernels/softmax.mlir --reward model --budget 16 --db= --seed 2 --json %t/tune-one.json >/dev/null 2>&1
// RUN: %mpirun -np 3 %cuda-agent tune %S/../Inputs/kernels/matmul-128x64.mlir %S/../Inputs/kernels/softmax.mlir --reward model --budget 16 --db= --seed 2 --json %t/tune-mpi.json --mpi 2>%t/tune.err | FileCheck %s --check-prefix=TUNE
// TUNE: matmul-128x64 {{[0-9.]+}} {{[0-9.]+}}x
// RUN: FileCheck %s --check-prefix=SEARCHES < %t/tune.err
// SEARCHES: cuda-agent: --mpi: rank 0 searches, 2 worker ranks measure
// RUN: cmp %t/tune-one.json %t/tune-mpi.json

// Outside mpirun (one rank) --mpi trains here.
// RUN: %cuda-agent train %S/../Inputs/kernels/row-sum.mlir --steps 40 --episodes-per-update 16 --hidden 16 --db= --out %t/alone --mpi 2>&1 | FileCheck %s --check-prefix=ALONE
// ALONE: cuda-agent: --mpi with one rank (not under mpirun?): everything runs here (Open MPI
// ALONE: trained on 1 kernels

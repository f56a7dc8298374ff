// cuda-agent train: PPO on kernels with the cost-model reward writes the
// policy (weights + metadata), a checkpoint and the metrics.
// RUN: rm -rf %t && %cuda-agent train %S/../Inputs/kernels/row-sum.mlir %S/../Inputs/kernels/matmul-128x64.mlir --out %t --steps 300 --episodes-per-update 32 --hidden 32 --seed 3 2>%t.progress | FileCheck %s
// CHECK: trained on 2 kernels in {{[0-9.]+}} s: {{.*}}
// RUN: FileCheck %s --check-prefix=PROGRESS < %t.progress
// PROGRESS: steps update 1 {{[0-9]+}} episodes/s mean reward
// RUN: FileCheck %s --check-prefix=JSON < %t/policy.json
// JSON-DAG: "format": "cuda-agent-policy"
// JSON-DAG: "encoding": "features=
// JSON-DAG: "hidden": 32
// JSON-DAG: "reward": "model"
// JSON-DAG: "seed": 3
// RUN: test -f %t/policy.pt && test -f %t/checkpoint/policy.pt && test -f %t/checkpoint/optimizer.pt
// RUN: FileCheck %s --check-prefix=CSV < %t/metrics.csv
// CSV: update,episodes,steps,seconds,episodes_per_s,mean_reward,geomean_speedup,best_speedup,faster_fraction,failures,policy_loss,value_loss,entropy,approx_kl,clip_fraction
// CSV-NEXT: 1,32,

// --resume continues the run: the next update is numbered after the last.
// RUN: %cuda-agent train %S/../Inputs/kernels/row-sum.mlir %S/../Inputs/kernels/matmul-128x64.mlir --out %t --steps 450 --episodes-per-update 32 --hidden 32 --seed 3 --resume 2>/dev/null
// RUN: tail -n 1 %t/metrics.jsonl | FileCheck %s --check-prefix=RESUMED
// RESUMED: "update":{{[0-9]+}}

// --time-limit stops after the update that passes it, saving the policy
// and a checkpoint as if the steps were done.
// RUN: rm -rf %t.timed && %cuda-agent train %S/../Inputs/kernels/row-sum.mlir --out %t.timed --steps 100000000 --time-limit 0.001 --episodes-per-update 16 --hidden 16 2>/dev/null
// RUN: wc -l < %t.timed/metrics.jsonl | FileCheck %s --check-prefix=ONEUPDATE
// ONEUPDATE: {{^1$}}
// RUN: test -f %t.timed/policy.pt && test -f %t.timed/checkpoint/optimizer.pt

// The trained policy chooses schedules for compile and cuda-agent-opt.
// RUN: %cuda-agent compile %S/../Inputs/kernels/row-sum.mlir --policy %t --emit=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=COMPILE
// COMPILE: cuda-agent: policy {{.*}} chose {{.*}} ({{[0-9.]+}}x the default schedule by the cost model; 1 candidate)
// RUN: cuda-agent-opt %S/../Inputs/kernels/row-sum.mlir --cuda-agent-optimize="policy=%t" | FileCheck %s --check-prefix=OPT
// OPT: linalg.generic {{.*}}cuda_agent.schedule = #cuda_agent.schedule<"
// RUN: cuda-agent-opt %S/../Inputs/kernels/row-sum.mlir --cuda-agent-optimize="policy=%t mode=sample samples=4" --cuda-agent-apply-schedule | FileCheck %s --check-prefix=APPLIED
// APPLIED: gpu.launch

// The shipped policy is built into the binaries.
// RUN: %cuda-agent compile %S/../Inputs/kernels/matmul-128x64.mlir --policy default -o %t.plan 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: cuda-agent: policy default chose {{.*}}x the default schedule by the cost model
// RUN: test -f %t.plan/launch.json
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-128x64.mlir --cuda-agent-optimize | FileCheck %s --check-prefix=OPTDEFAULT
// OPTDEFAULT: linalg.matmul {cuda_agent.schedule = #cuda_agent.schedule<"

// Bad input: no kernels, a policy that is not there, two schedules.
// RUN: not %cuda-agent train --out %t.none 2>&1 | FileCheck %s --check-prefix=NOKERNELS
// NOKERNELS: cuda-agent: error: no kernels: give --corpus DIR or kernel files
// RUN: not %cuda-agent compile %S/../Inputs/kernels/row-sum.mlir --policy %t.missing 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: cuda-agent: error: policy '{{.*}}.missing': cannot read {{.*}}policy.json
// RUN: not %cuda-agent compile %S/../Inputs/kernels/row-sum.mlir --policy %t --schedule "block(1)" 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: cuda-agent: error: give --schedule or --policy, not both
// RUN: not cuda-agent-opt %S/../Inputs/kernels/row-sum.mlir --cuda-agent-optimize="policy=%t.missing" 2>&1 | FileCheck %s --check-prefix=OPTMISSING
// OPTMISSING: error: policy '{{.*}}.missing': cannot read
// RUN: not cuda-agent-opt %S/../Inputs/kernels/row-sum.mlir --cuda-agent-optimize="mode=best" 2>&1 | FileCheck %s --check-prefix=MODE
// MODE: mode must be 'greedy' or 'sample', not 'best'

// cuda-agent evaluate: the policy's greedy schedules against the default,
// random legal schedules, the hand heuristic and a random search.
// RUN: rm -rf %t && %cuda-agent train %S/../Inputs/kernels/matmul-128x64.mlir --out %t --steps 100 --episodes-per-update 16 --hidden 16 2>/dev/null
// RUN: %cuda-agent evaluate --policy %t %S/../Inputs/kernels/matmul-128x64.mlir %S/../Inputs/kernels/gelu.mlir --random 8 --search 16 --search-kernels 1 --samples 4 --json %t.json | FileCheck %s
// CHECK: kernel family policy pol+K heuristic random search pol/srch policy ms policy schedule
// CHECK-NEXT: matmul-128x64 contraction {{[0-9.]+}}x {{[0-9.]+}}x {{[0-9.]+}}x {{[0-9.]+}}x {{[0-9.]+}}x {{[0-9.]+}} {{[0-9.]+}}
// CHECK-NEXT: gelu elementwise {{[0-9.]+}}x {{[0-9.]+}}x {{[0-9.]+}}x {{[0-9.]+}}x - - {{[0-9.]+}}
// CHECK: geomean speedup over the default schedule (cost model):
// CHECK: all 2 {{[0-9.]+}}x {{[0-9.]+}}x {{[0-9.]+}}x {{[0-9.]+}}x {{[0-9.]+}}x {{[0-9.]+}}
// CHECK: elementwise 1 {{[0-9.]+}}x {{[0-9.]+}}x {{[0-9.]+}}x {{[0-9.]+}}x - -
// CHECK: targets (issue #7): pol/srch >= 0.9, pol/rand >= 5, pol/heur >= 1.3
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// Scored by three threads: the same results (the search's best is the
// earliest best trial whichever thread scored it).
// RUN: %cuda-agent evaluate --policy %t %S/../Inputs/kernels/matmul-128x64.mlir %S/../Inputs/kernels/gelu.mlir --random 8 --search 16 --search-kernels 1 --samples 4 --workers 3 --json %t.3.json > /dev/null
// RUN: grep -v policy_ms %t.json > %t.1.scores && grep -v policy_ms %t.3.json > %t.3.scores
// RUN: diff %t.1.scores %t.3.scores
// The hand heuristic's first choice for a contraction is wgmma's defaults
// where they are legal (an f32 matmul too, as three tf32 products).
// JSON: "heuristic_schedule": "wgmma"
// JSON: "kernel": "matmul-128x64"


// The cost model against 607 schedules measured on an H200 (data/cost-model,
// scripts/cost_model_eval.py): the model is recomputed here, without a GPU,
// and must keep ranking schedules at least this well (Spearman per family).
// RUN: %python %repo/scripts/cost_model_eval.py score %repo/data/cost-model/h200-2026-11-30 --remodel | FileCheck %s
// CHECK: all all 607 0.{{[7-9]}}
// CHECK: family contraction 392 0.{{[7-9]}}
// CHECK: family elementwise 56 0.{{[3-9]}}
// CHECK: family reduction 56 0.{{[8-9]}}
// CHECK: family row 103 0.{{[3-9]}}
// CHECK: 607 measured pairs (0 plans gave no time)

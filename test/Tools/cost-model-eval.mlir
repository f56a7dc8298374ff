// The cost model against schedules measured on an H200 (data/cost-model,
// scripts/cost_model_eval.py): the model is recomputed here, without a GPU,
// and must keep ranking schedules at least this well (Spearman per family).
// The 607 pairs the model was fitted on:
// RUN: %python %repo/scripts/cost_model_eval.py score %repo/data/cost-model/h200-2026-11-30 --remodel | FileCheck %s
// CHECK: all all 607 0.{{[8-9]}}
// CHECK: family contraction 392 0.{{[8-9]}}
// CHECK: family elementwise 56 0.{{[7-9]}}
// CHECK: family reduction 56 0.{{[8-9]}}
// CHECK: family row 103 0.{{[4-9]}}
// CHECK: 607 measured pairs (0 plans gave no time)
// 521 fresh schedules (seed 3, none of the 607), measured later:
// RUN: %python %repo/scripts/cost_model_eval.py score %repo/data/cost-model/h200-2026-11-30-seed3 --remodel | FileCheck %s --check-prefix=FRESH
// FRESH: all all 521 0.{{[8-9]}}
// FRESH: family contraction 403 0.{{[8-9]}}
// FRESH: family elementwise 58 0.{{[7-9]}}
// FRESH: family reduction 55 0.{{[8-9]}}
// FRESH: 521 measured pairs (3 plans gave no time)
// The learned correction (models/cost-correction.json, fitted on other
// kernels: the tune runs of data/experience) ranks the same pairs better
// overall and for contractions:
// RUN: %python %repo/scripts/cost_model_eval.py score %repo/data/cost-model/h200-2026-11-30 --remodel --cost-correction %repo/models/cost-correction.json | FileCheck %s --check-prefix=CORRECTED
// CORRECTED: all all 607 0.9{{[2-9]}}
// CORRECTED: family contraction 392 0.9

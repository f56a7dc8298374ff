// cuda-agent compile writes choice.json beside the plan: the schedule given
// to the compiler, where it came from and the compiler's version.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cuda-agent compile %S/../Inputs/kernels/matmul-128x64.mlir --schedule "block(64,64);thread(4,4)" --reference=false -o %t/given
// RUN: FileCheck %s --check-prefix=GIVEN < %t/given/choice.json
// GIVEN: "compiler": "{{[0-9.]+}}+{{[0-9a-f]+}}",
// GIVEN: "origin": "given",
// GIVEN: "schedule": "block(64,64);thread(4,4)"
// RUN: %cuda-agent compile %S/../Inputs/kernels/matmul-128x64.mlir --reference=false -o %t/default
// RUN: FileCheck %s --check-prefix=DEFAULT < %t/default/choice.json
// DEFAULT: "origin": "default schedule",
// DEFAULT: "schedule": ""
// The policy: its network's episode or an engine's defaults, ranked by the
// cost model without a GPU.
// RUN: %cuda-agent compile %S/../Inputs/kernels/matmul-128x64.mlir --policy default --reference=false -o %t/policy 2>/dev/null
// RUN: FileCheck %s --check-prefix=POLICY < %t/policy/choice.json
// POLICY: "candidates": {{[0-9]+}},
// POLICY: "origin": "{{network|engine defaults|default schedule}}",
// POLICY: "ranked_by": "the cost model",
// POLICY: "schedule": "{{.*}}",
// POLICY: "speedup": {{[0-9.]+}}
// RUN: %cuda-agent compile %S/../Inputs/kernels/row-sum.mlir --policy default --reference=false -o %t/rows 2>/dev/null
// RUN: FileCheck %s --check-prefix=ROWS < %t/rows/choice.json
// ROWS: "origin": "{{network|default schedule}}",

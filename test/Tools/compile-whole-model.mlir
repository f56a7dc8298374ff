// A whole model (exported by torch-mlir, imported) given to `cuda-agent
// compile`: not one kernel, so each dispatch region compiles as a kernel
// into a directory of its own and one launch plan runs them in the model's
// order. The model's arguments and result are the plan's host arguments,
// numbered as the float64 reference of the whole model numbers them; the
// values between regions are temporaries (negative host_arg).

// Two linear layers: the first's activation is temporary -1, which the
// second reads; the result is written into argument 5.
// RUN: rm -rf %t-mlp && %cuda-agent compile %S/../Inputs/models/mlp.mlir -o %t-mlp 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: remark: not one kernel: compiling the function as a model of 2 dispatch regions, one kernel each
// RUN: FileCheck %s --check-prefix=MLP < %t-mlp/launch.json
// MLP: "launches": [
// MLP: "host_arg": -1,
// MLP: "host_arg": 0,
// MLP: "host_arg": 4,
// MLP: "host_arg": 3,
// MLP: "code": "region0/mlp_region0_kernel.{{ptx|cubin}}",
// MLP: "host_arg": -1,
// MLP: "host_arg": 2,
// MLP: "host_arg": 5,
// MLP: "host_arg": 1,
// MLP: "code": "region1/mlp_region1_kernel.{{ptx|cubin}}",
// MLP-NOT: "code":
// Each region says, for a caller that runs the regions one by one, which
// of the model's buffers each of its kernel's arguments is, which result it
// writes, and where the value it computes came from (its op's location;
// torch-mlir's importer makes them the FX nodes').
// MLP: "regions": [
// MLP-NEXT: {
// MLP-NEXT: "arguments": [
// MLP-NEXT: {
// MLP-NEXT: "host_arg": 0
// MLP: "host_arg": -1,
// MLP-NEXT: "result": 0,
// MLP-NEXT: "source": "{{.+}}"
// MLP: "directory": "region0",
// MLP-NEXT: "function": "mlp_region0",
// MLP: "order": 0,
// MLP: "sources": [
// MLP: "arguments": [
// MLP-NEXT: {
// MLP-NEXT: "host_arg": -1,
// MLP-NEXT: "source": "{{.+}}"
// MLP: "host_arg": 5,
// MLP-NEXT: "result": 0,
// MLP: "directory": "region1",
// MLP-NEXT: "function": "mlp_region1",
// RUN: FileCheck %s --check-prefix=MLP-REF < %t-mlp/reference/launch.json
// MLP-REF: "dtype": "f64",
// MLP-REF: "host_arg": 5,
// MLP-REF-NOT: "host_arg": {{[6-9]}}

// A transformer block: six kernels. The residual sum LayerNorm normalizes
// (temporary -5) is seen as 2x8x32 by the row kernel that writes it and as
// 16x32 by the up projection: one buffer, two views.
// RUN: rm -rf %t-encoder && %cuda-agent compile %S/../Inputs/models/encoder-block.mlir -o %t-encoder
// RUN: FileCheck %s --check-prefix=ENCODER < %t-encoder/launch.json
// The host arguments in the model's shapes (the output, 2x8x32, is written
// by the down projection as 16x32), for callers that allocate them.
// RUN: FileCheck %s --check-prefix=HOST < %t-encoder/launch.json
// HOST: "host_args": [
// HOST: "host_arg": 7,
// HOST-NEXT: "result": 0,
// HOST-NEXT: "shape": [
// HOST-NEXT: 2,
// HOST-NEXT: 8,
// HOST-NEXT: 32
// HOST: "launches": [
// ENCODER-COUNT-6: "code": "region{{[0-5]}}/encoder_block_region{{[0-5]}}_kernel.{{ptx|cubin}}",
// ENCODER-NOT: "code":
// ENCODER: "regions": [
// ENCODER-COUNT-6: "launches": 1,

// A model already outlined by the backend pipeline compiles the same, its
// reference from the model with the regions inlined back.
// RUN: cuda-agent-opt %S/../Inputs/torch/mlp_model.mlir --cuda-agent-torch-backend-pipeline -o %t-outlined.mlir
// RUN: rm -rf %t-outlined && %cuda-agent compile %t-outlined.mlir -o %t-outlined
// RUN: FileCheck %s --check-prefix=MLP < %t-outlined/launch.json
// RUN: FileCheck %s --check-prefix=MLP-REF < %t-outlined/reference/launch.json

// With --policy, the policy chooses each region's schedule (the regions'
// kernels, not the model, are what it was trained on); the plan's regions
// record them.
// RUN: rm -rf %t-policy && %cuda-agent compile %S/../Inputs/models/mlp.mlir --policy default -o %t-policy 2>&1 | FileCheck %s --check-prefix=POLICY
// POLICY: cuda-agent: policy default chose {{.*}} for mlp_region0 ({{.*}} by the cost model; 1 candidate)
// POLICY: cuda-agent: policy default chose {{.*}} for mlp_region1 ({{.*}} by the cost model; 1 candidate)
// RUN: FileCheck %s --check-prefix=POLICY-PLAN < %t-policy/launch.json
// POLICY-PLAN: "regions": [
// POLICY-PLAN: "function": "mlp_region0",
// POLICY-PLAN-NEXT: "launches": 1,
// POLICY-PLAN-NEXT: "order": 0,
// POLICY-PLAN-NEXT: "schedule": "{{.+}}"

// With --db, each region's best verified record in the experience database
// wins (the torch backend records its regions' measurements against the
// region's kernel, which the plan keeps beside the region's code); a region
// without one gets the policy's choice, else its default schedule.
// RUN: rm -rf %t-db %t-db-plan %t.db && %cuda-agent compile %S/../Inputs/models/mlp.mlir -o %t-db 2>/dev/null
// RUN: echo '{"schedule": "block(8,32);thread(2,1);reduce(8);fuse", "device": "NVIDIA H100 80GB HBM3 (sm_90)", "median_us": 5.0, "p10_us": 4.9, "p90_us": 5.2, "correct": true, "outcome": "measured", "source": "torch-backend"}' > %t-record.json
// RUN: %cuda-agent db record %t-db/region0/mlp_region0.mlir %t-record.json --db=%t.db
// RUN: %cuda-agent compile %S/../Inputs/models/mlp.mlir --db=%t.db -o %t-db-plan 2>&1 | FileCheck %s --check-prefix=DB
// DB: cuda-agent: experience: block(8,32);thread(2,1);reduce(8);fuse for mlp_region0 (5.00 us on NVIDIA H100 80GB HBM3 (sm_90))
// DB-NOT: experience:
// RUN: FileCheck %s --check-prefix=DB-PLAN < %t-db-plan/launch.json
// DB-PLAN: "function": "mlp_region0",
// DB-PLAN: "schedule": "block(8,32);thread(2,1);reduce(8);fuse",
// DB-PLAN: "function": "mlp_region1",
// DB-PLAN: "schedule": "block(16,32);thread(2,1);reduce(8);fuse",

// A schedule names one kernel's actions: given for a model, the compile
// fails as one kernel and says how to compile the model.
// RUN: (%cuda-agent compile %S/../Inputs/models/mlp.mlir --schedule "block(16,32)" -o %t-given 2>&1; echo "exit=$?") | FileCheck %s --check-prefix=GIVEN
// GIVEN: remark: the function is a whole model of 2 dispatch regions, and a schedule is one kernel's: without one, each region compiles as a kernel of its own
// GIVEN: cuda-agent: error: compiling {{.*}}mlp.mlir failed
// GIVEN: exit=1

// --whole-model=false: one kernel or nothing (the Python backend, which
// partitions the graph itself).
// RUN: (%cuda-agent compile %S/../Inputs/models/mlp.mlir --whole-model=false -o %t-one 2>&1; echo "exit=$?") | FileCheck %s --check-prefix=ONE
// ONE-NOT: remark: not one kernel
// ONE: error: 'linalg.matmul' op is not a row reduction
// ONE: exit=1

// mma;promote(0,1) through cuda-agent-lower-to-ptx: tensor-core PTX. The
// staging buffers become .shared globals without a diagnostic (no memref
// type is left in the GPU dialect's workgroup space), the warps read
// fragments with ldmatrix and multiply with mma.sync m16n8k16.

// RUN: rm -rf %t && mkdir -p %t
// RUN: cuda-agent-opt %S/../Inputs/kernels/matmul-f16.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=mma;promote(0,1)" \
// RUN:   --cuda-agent-lower-to-ptx --cuda-agent-export-kernels=output-dir=%t 2>&1 > /dev/null \
// RUN:   | FileCheck %s --check-prefix=DIAGNOSTICS --allow-empty
// RUN: FileCheck %s --input-file=%t/matmul_kernel.ptx --check-prefix=PTX

// DIAGNOSTICS-NOT: error

// PTX: .target sm_90a
// 128x32 and 32x128 f16 staging buffers.
// PTX-DAG: .shared .align 16 .b8 {{.*}}[8192];
// PTX-DAG: .shared .align 16 .b8 {{.*}}[8192];
// PTX: st.shared.v4.b32
// PTX: bar.sync 0;
// PTX: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// PTX: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16
// PTX: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// PTX: bar.sync 0;
// PTX-NOT: malloc
// PTX-NOT: .local

// The PTX assembles for the H200.
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t/matmul_kernel.ptx -o %t/matmul_kernel.cubin %}

// bf16: the same staging and ldmatrix, mma.sync with bf16 multiplicands.
// RUN: sed 's/xf16/xbf16/g' %S/../Inputs/kernels/matmul-f16.mlir > %t/matmul-bf16.mlir
// RUN: cuda-agent-opt %t/matmul-bf16.mlir \
// RUN:   --cuda-agent-apply-schedule="schedule=mma;promote(0,1)" \
// RUN:   --cuda-agent-lower-to-ptx --cuda-agent-export-kernels=output-dir=%t/bf16 > /dev/null
// RUN: FileCheck %s --input-file=%t/bf16/matmul_kernel.ptx --check-prefix=BF16
// BF16: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// BF16: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// BF16-NOT: .f16.f16
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t/bf16/matmul_kernel.ptx -o %t/bf16/matmul_kernel.cubin %}

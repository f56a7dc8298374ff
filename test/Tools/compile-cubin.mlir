// cuda-agent compile --emit=cubin runs the CUDA toolkit's ptxas at compile
// time: the plan (and its reference) hold cubins for the chip, which the
// measurement worker loads without a driver JIT.
// REQUIRES: ptxas
// RUN: rm -rf %t && %cuda-agent compile %S/../Inputs/kernels/gelu.mlir \
// RUN:   --schedule "block(1,256);thread(0,2)" --emit=cubin -o %t
// RUN: FileCheck %s --input-file=%t/launch.json
// RUN: FileCheck %s --input-file=%t/reference/launch.json
// RUN: %python -c "import sys; sys.exit(open(sys.argv[1], 'rb').read(4) != b'\x7fELF')" %t/gelu_kernel.cubin
// RUN: %python -c "import sys; sys.exit(open(sys.argv[1], 'rb').read(4) != b'\x7fELF')" %t/reference/gelu_kernel.cubin
// RUN: not ls %t/gelu_kernel.ptx

// CHECK: "code": "gelu_kernel.cubin"

// A chip the NVVM target does not take fails with its diagnostic.
// RUN: not %cuda-agent compile %S/../Inputs/kernels/gelu.mlir --emit=cubin \
// RUN:   --chip=sm_1 -o %t.bad 2>&1 | FileCheck %s --check-prefix=BAD-CHIP
// BAD-CHIP: error: Minimum NVVM target SM version is sm_20
// BAD-CHIP: compiling {{.*}}gelu.mlir failed

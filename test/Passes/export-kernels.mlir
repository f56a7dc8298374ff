// RUN: rm -rf %t && mkdir -p %t
// RUN: cuda-agent-opt %s -split-input-file -cuda-agent-export-kernels=output-dir=%t -verify-diagnostics
// RUN: FileCheck %s --input-file=%t/launch.json
// RUN: FileCheck %s --input-file=%t/kernels.ptx --check-prefix=CODE

// Export writes each NVVM object and the recorded launches. The object here is
// stand-in text: the pass copies it byte for byte.

// CODE: .target sm_90
// CODE-NEXT: .entry scale

// CHECK:      "calling_convention": "bare_ptr",
// CHECK-NEXT: "launches": [
// CHECK-NEXT:   {
// CHECK-NEXT:     "args": [
// CHECK-NEXT:       {
// CHECK-NEXT:         "bytes": 1024,
// CHECK-NEXT:         "dtype": "f32",
// CHECK-NEXT:         "host_arg": 0,
// CHECK-NEXT:         "shape": [
// CHECK-NEXT:           256
// CHECK-NEXT:         ]
// CHECK-NEXT:       },
// CHECK-NEXT:       {
// CHECK-NEXT:         "bytes": 48,
// CHECK-NEXT:         "dtype": "bf16",
// CHECK-NEXT:         "host_arg": -1,
// CHECK-NEXT:         "shape": [
// CHECK-NEXT:           4,
// CHECK-NEXT:           6
// CHECK-NEXT:         ]
// CHECK-NEXT:       }
// CHECK-NEXT:     ],
// CHECK-NEXT:     "block": [
// CHECK-NEXT:       128,
// CHECK-NEXT:       1,
// CHECK-NEXT:       1
// CHECK-NEXT:     ],
// CHECK-NEXT:     "code": "kernels.ptx",
// CHECK-NEXT:     "dynamic_shared_memory": 0,
// CHECK-NEXT:     "grid": [
// CHECK-NEXT:       2,
// CHECK-NEXT:       1,
// CHECK-NEXT:       1
// CHECK-NEXT:     ],
// CHECK-NEXT:     "kernel": "scale",
// CHECK-NEXT:     "module": "kernels"
// CHECK-NEXT:   }
// CHECK-NEXT: ],
// CHECK-NEXT: "version": 1
module attributes {gpu.container_module, cuda_agent.launches = [
    #cuda_agent.launch<@kernels::@scale, grid = [2, 1, 1], block = [128, 1, 1],
        args = [memref<256xf32>, memref<4x6xbf16>], host_args = [0, -1]>]} {
  gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_90">, assembly = ".target sm_90\n.entry scale\n">]
}

// -----

// expected-error @+1 {{module has no 'cuda_agent.launches'; run cuda-agent-record-launches (part of cuda-agent-lower-to-ptx) before the lowering}}
module attributes {gpu.container_module} {
}

// -----

// expected-error @+1 {{no gpu.binary @other with NVVM code for kernel @other::@f; run the lowering to PTX first}}
module attributes {gpu.container_module, cuda_agent.launches = [
    #cuda_agent.launch<@other::@f, grid = [1, 1, 1], block = [1, 1, 1],
        args = [memref<4xf32>], host_args = [0]>]} {
  gpu.binary @unrelated [#gpu.object<#nvvm.target, assembly = "">]
}

// -----

module attributes {gpu.container_module, cuda_agent.launches = []} {
  // expected-error @+1 {{has an NVVM object in a format the driver cannot load; lower with cubin-format=isa, bin or fatbin}}
  gpu.binary @kernels [#gpu.object<#nvvm.target, offload = "">]
}

// -----

// PTX that calls a function it does not define does not load; malloc comes
// from a buffer allocated inside the kernel.
module attributes {gpu.container_module, cuda_agent.launches = []} {
  // expected-error @+1 {{calls functions its PTX does not define (malloc, free); the driver would not load it: a buffer allocated inside the kernel is too large for a thread's private memory (a tensor the schedule left unfused)}}
  gpu.binary @kernels [#gpu.object<#nvvm.target, assembly = ".extern .func  (.param .b64 func_retval0) malloc\n(\n.param .b64 malloc_param_0\n)\n;\n.extern .func free\n(\n.param .b64 free_param_0\n)\n;\n.entry k\n">]
}

// -----

module attributes {gpu.container_module, cuda_agent.launches = []} {
  // expected-error @+1 {{calls functions its PTX does not define (__nv_expf); the driver would not load it: libdevice was not linked (set CUDA_HOME to the CUDA toolkit)}}
  gpu.binary @kernels [#gpu.object<#nvvm.target, assembly = ".extern .func  (.param .b32 func_retval0) __nv_expf\n(\n.param .b32 __nv_expf_param_0\n)\n;\n.entry k\n">]
}

// RUN: cuda-agent-opt %s -cuda-agent-tensor-map-pointers | FileCheck %s

// A kernel's TMA descriptor argument becomes a pointer (to the CUtensorMap
// the runtime passes), cast back at its entry; the launch casts its
// descriptor operand. Other arguments stay as they are.

!map = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>

// CHECK: gpu.func @f(%[[P:.*]]: !llvm.ptr, %[[C:.*]]: memref<128x64xf32>) kernel
// CHECK-NEXT: %[[MAP:.*]] = builtin.unrealized_conversion_cast %[[P]] : !llvm.ptr to !nvgpu.tensormap.descriptor
// CHECK-NEXT: nvgpu.tma.prefetch.descriptor %[[MAP]]
// CHECK: func.func @entry
// CHECK: %[[D:.*]] = nvgpu.tma.create.descriptor
// CHECK: %[[PTR:.*]] = builtin.unrealized_conversion_cast %[[D]] : !nvgpu.tensormap.descriptor<{{.*}}> to !llvm.ptr
// CHECK: gpu.launch_func @kernels::@f {{.*}} args(%[[PTR]] : !llvm.ptr, %{{.*}} : memref<128x64xf32>)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @f(%a: !map, %c: memref<128x64xf32>) kernel {
      nvgpu.tma.prefetch.descriptor %a : !map
      gpu.return
    }
  }
  func.func @entry(%a: memref<128x64xf16>, %c: memref<128x64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %unranked = memref.cast %a : memref<128x64xf16> to memref<*xf16>
    %map = nvgpu.tma.create.descriptor %unranked box[%c64, %c64] : memref<*xf16> -> !map
    gpu.launch_func @kernels::@f blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%map : !map, %c : memref<128x64xf32>)
    return
  }
}

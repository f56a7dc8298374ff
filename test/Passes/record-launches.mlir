// RUN: cuda-agent-opt %s -split-input-file -cuda-agent-record-launches -verify-diagnostics | FileCheck %s

// Host arguments keep their index; a buffer allocated on the host side is a
// temporary (-1 - k for the k-th, the same number in every launch that
// passes it). Launches are recorded in program order.

// CHECK-LABEL: module attributes
// CHECK-SAME: cuda_agent.launches = [
// CHECK-SAME: #cuda_agent.launch<@kernels::@scale, grid = [2, 1, 1], block = [128, 1, 1], args = [memref<256xf32>, memref<256xf32>], host_args = [1, -1]>,
// CHECK-SAME: #cuda_agent.launch<@kernels::@scale, grid = [2, 1, 1], block = [128, 1, 1], args = [memref<256xf32>, memref<256xf32>], host_args = [-1, -2]>,
// CHECK-SAME: #cuda_agent.launch<@kernels::@copy, grid = [4, 2, 1], block = [32, 4, 2], args = [memref<256xf32>, memref<16x16xf16>], host_args = [-2, 0]>]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%in: memref<256xf32>, %out: memref<256xf32>) kernel {
      gpu.return
    }
    gpu.func @copy(%in: memref<256xf32>, %out: memref<16x16xf16>) kernel {
      gpu.return
    }
  }
  func.func @entry(%out: memref<16x16xf16>, %in: memref<256xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %tmp = memref.alloc() : memref<256xf32>
    %tmp2 = memref.alloc() : memref<256xf32>
    gpu.launch_func @kernels::@scale blocks in (%c2, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%in : memref<256xf32>, %tmp : memref<256xf32>)
    gpu.launch_func @kernels::@scale blocks in (%c2, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%tmp : memref<256xf32>, %tmp2 : memref<256xf32>)
    gpu.launch_func @kernels::@copy blocks in (%c4, %c2, %c1) threads in (%c32, %c4, %c2)
        args(%tmp2 : memref<256xf32>, %out : memref<16x16xf16>)
    return
  }
}

// -----

// A module without launches records an empty plan.

// CHECK-LABEL: module attributes {cuda_agent.launches = []}
module {
  func.func @no_gpu() {
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @f(%a: memref<4xf32>) kernel {
      gpu.return
    }
  }
  func.func @entry(%a: memref<4xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op grid size is not a constant; only static launches can be recorded}}
    gpu.launch_func @kernels::@f blocks in (%n, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<4xf32>)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @f(%a: memref<4xf32>, %x: f32) kernel {
      gpu.return
    }
  }
  func.func @entry(%a: memref<4xf32>, %x: f32) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op kernel operand #1 has type 'f32'; launch plans pass only memrefs}}
    gpu.launch_func @kernels::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<4xf32>, %x : f32)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @f(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @entry(%a: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op argument #0 of type 'memref<?xf32>' is not a statically shaped memref with the identity layout in global memory}}
    gpu.launch_func @kernels::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<?xf32>)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @f(%a: memref<4xf32>) kernel {
      gpu.return
    }
  }
  func.func @entry(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    // expected-error @+1 {{'gpu.launch_func' op block of 2048 threads exceeds the limit of 1024}}
    gpu.launch_func @kernels::@f blocks in (%c1, %c1, %c1) threads in (%c64, %c32, %c1)
        args(%a : memref<4xf32>)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @f(%a: memref<4xf32>) kernel {
      gpu.return
    }
  }
  func.func @first(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<4xf32>)
    return
  }
  func.func @second(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op is in a second host function; a launch plan describes the kernels of one entry function}}
    gpu.launch_func @kernels::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<4xf32>)
    return
  }
}

// -----

// A TMA descriptor stands for the buffer it was made over (its type in
// tensor_maps, none for plain buffers); dynamic shared memory is recorded.

// CHECK-LABEL: module attributes
// CHECK-SAME: #cuda_agent.launch<@kernels::@f, grid = [1, 1, 1], block = [128, 1, 1], args = [memref<128x64xf16>, memref<128x64xf32>], host_args = [0, 1], dynamic_shared_memory = 65536, tensor_maps = [!nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>, none]>
!map = !nvgpu.tensormap.descriptor<tensor = memref<64x64xf16, 3>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @f(%a: !map, %c: memref<128x64xf32>) kernel {
      gpu.return
    }
  }
  func.func @entry(%a: memref<128x64xf16>, %c: memref<128x64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %bytes = arith.constant 65536 : i32
    %unranked = memref.cast %a : memref<128x64xf16> to memref<*xf16>
    %map = nvgpu.tma.create.descriptor %unranked box[%c64, %c64] : memref<*xf16> -> !map
    gpu.launch_func @kernels::@f blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
        dynamic_shared_memory_size %bytes args(%map : !map, %c : memref<128x64xf32>)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @f(%a: memref<4xf32>) kernel {
      gpu.return
    }
  }
  func.func @entry(%a: memref<4xf32>, %bytes: i32) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op dynamic shared memory size is not a constant; only static launches can be recorded}}
    gpu.launch_func @kernels::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        dynamic_shared_memory_size %bytes args(%a : memref<4xf32>)
    return
  }
}

// -----

// A constant global (a model's weights, bufferized) would lose its values
// as a temporary; a global without them (workspace) is a temporary.
module attributes {gpu.container_module} {
  memref.global "private" constant @weights : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
  memref.global "private" @workspace : memref<4xf32> = uninitialized
  gpu.module @kernels {
    gpu.func @f(%a: memref<4xf32>, %w: memref<4xf32>) kernel {
      gpu.return
    }
  }
  func.func @entry(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %scratch = memref.get_global @workspace : memref<4xf32>
    gpu.launch_func @kernels::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>, %scratch : memref<4xf32>)
    %w = memref.get_global @weights : memref<4xf32>
    // expected-error @+1 {{'gpu.launch_func' op kernel operand #1 is the constant @weights (weights); launch plans do not carry constant data: make weights arguments first (cuda-agent-opt --cuda-agent-torch-to-kernel)}}
    gpu.launch_func @kernels::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>, %w : memref<4xf32>)
    return
  }
}

// -----

// A buffer allocated in the kernel (per thread, beyond its stack) would be
// a device malloc.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @f(%a: memref<4xf32>) kernel {
      %buffer = memref.alloc() : memref<8192xf32>
      gpu.return
    }
  }
  func.func @entry(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op kernel allocates 'memref<8192xf32>' per thread: more than its stack holds, a device malloc launch plans cannot run (the schedule keeps too much per thread)}}
    gpu.launch_func @kernels::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<4xf32>)
    return
  }
}

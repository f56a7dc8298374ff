# Portable build: link LLVM and MLIR statically, so the tools run on a machine
# that has neither (the GPU machine). Debian's exported MLIR targets are static
# archives, but each one names the shared "LLVM" target in its link interface,
# and LLVM_LINK_LLVM_DYLIB makes every LINK_COMPONENTS resolve to libLLVM.so.
# Both are redirected to Debian's static LLVM component archives here.
set(LLVM_LINK_LLVM_DYLIB OFF)

# The LLVM components MLIR's libraries use (the NVPTX backend for PTX, the
# host target and JIT for running host code); static linking pulls in their
# dependencies through the exported link interfaces.
set(CUDA_AGENT_STATIC_LLVM_COMPONENTS
  AggressiveInstCombine Analysis AsmParser BitReader BitWriter CodeGen Core
  Demangle ExecutionEngine FrontendOffloading FrontendOpenMP InstCombine
  IRReader JITLink Linker MC MCParser NVPTXCodeGen NVPTXDesc NVPTXInfo Object
  OrcJIT Passes ScalarOpts Support Target TargetParser TransformUtils
  Vectorize X86AsmParser X86CodeGen X86Desc X86Info ipo)

# Debian lists archives it does not ship (Polly, needed by LLVMExtensions)
# in the link interfaces; drop those entries.
foreach(lib IN LISTS LLVM_AVAILABLE_LIBS)
  if(NOT TARGET ${lib})
    continue()
  endif()
  get_target_property(deps ${lib} INTERFACE_LINK_LIBRARIES)
  if(NOT deps)
    continue()
  endif()
  set(kept_deps)
  foreach(dep IN LISTS deps)
    if(TARGET ${dep})
      get_target_property(type ${dep} TYPE)
      get_target_property(location ${dep} LOCATION)
      if(type STREQUAL "STATIC_LIBRARY" AND NOT EXISTS "${location}")
        continue()
      endif()
    endif()
    list(APPEND kept_deps ${dep})
  endforeach()
  set_target_properties(${lib} PROPERTIES INTERFACE_LINK_LIBRARIES "${kept_deps}")
endforeach()

add_library(CudaAgentStaticLLVM INTERFACE)
foreach(component IN LISTS CUDA_AGENT_STATIC_LLVM_COMPONENTS)
  target_link_libraries(CudaAgentStaticLLVM INTERFACE LLVM${component})
endforeach()

get_property(mlir_libs GLOBAL PROPERTY MLIR_ALL_LIBS)
foreach(lib IN LISTS mlir_libs)
  if(NOT TARGET ${lib})
    continue()
  endif()
  get_target_property(deps ${lib} INTERFACE_LINK_LIBRARIES)
  if(deps AND "LLVM" IN_LIST deps)
    list(TRANSFORM deps REPLACE "^LLVM$" "CudaAgentStaticLLVM")
    set_target_properties(${lib} PROPERTIES INTERFACE_LINK_LIBRARIES "${deps}")
  endif()
endforeach()

# Shared libraries that the static archives name but the tools never call
# (z3, libxml2...) are dropped; libstdc++ travels inside the binaries.
add_link_options(-Wl,--as-needed -static-libstdc++ -static-libgcc)

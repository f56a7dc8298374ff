# LibTorch from PyPI's torch wheel (installed by scripts/bootstrap into .venv).
# Only torch_cpu and c10 are linked, so our binaries need none of torch's CUDA
# libraries; torch's own TorchConfig.cmake is not used because it pulls in
# torch_cuda whenever it finds a CUDA toolkit.
set(CUDA_AGENT_TORCH_DIR "" CACHE PATH
  "The torch package directory (site-packages/torch) that holds lib/ and include/")
if(NOT CUDA_AGENT_TORCH_DIR)
  file(GLOB _torch_dirs "${PROJECT_SOURCE_DIR}/.venv/lib/python3*/site-packages/torch")
  list(GET _torch_dirs 0 _torch_dir)
  set(CUDA_AGENT_TORCH_DIR "${_torch_dir}" CACHE PATH "" FORCE)
endif()
if(NOT EXISTS "${CUDA_AGENT_TORCH_DIR}/lib/libtorch_cpu.so")
  message(FATAL_ERROR "LibTorch not found under '${CUDA_AGENT_TORCH_DIR}': run scripts/bootstrap "
                      "or pass -DCUDA_AGENT_TORCH_DIR=<site-packages>/torch")
endif()
message(STATUS "Using LibTorch in: ${CUDA_AGENT_TORCH_DIR}")

add_library(cuda_agent_c10 SHARED IMPORTED)
set_target_properties(cuda_agent_c10 PROPERTIES
  IMPORTED_LOCATION "${CUDA_AGENT_TORCH_DIR}/lib/libc10.so")
add_library(cuda_agent_torch_cpu SHARED IMPORTED)
set_target_properties(cuda_agent_torch_cpu PROPERTIES
  IMPORTED_LOCATION "${CUDA_AGENT_TORCH_DIR}/lib/libtorch_cpu.so")

# One target to link: headers, the two libraries and the C++ ABI torch was built with.
add_library(CudaAgentLibTorch INTERFACE)
target_include_directories(CudaAgentLibTorch SYSTEM INTERFACE
  "${CUDA_AGENT_TORCH_DIR}/include"
  "${CUDA_AGENT_TORCH_DIR}/include/torch/csrc/api/include")
target_compile_definitions(CudaAgentLibTorch INTERFACE _GLIBCXX_USE_CXX11_ABI=1)
target_link_libraries(CudaAgentLibTorch INTERFACE cuda_agent_torch_cpu cuda_agent_c10)

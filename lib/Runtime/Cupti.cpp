//===- Cupti.cpp - CUPTI, loaded at run time ------------------------------===//

#include "Cupti.h"

#include "llvm/Support/FormatVariadic.h"

#include <dlfcn.h>

#include <string>

using namespace cuda_agent::runtime::detail;

llvm::Error CuptiApi::check(CUptiResult result, llvm::StringRef call) const {
  if (result == CUPTI_SUCCESS)
    return llvm::Error::success();
  const char *text = "unknown error";
  cuptiGetResultString(result, &text);
  return llvm::createStringError(llvm::formatv("{0} failed: {1}", call, text));
}

llvm::Expected<const CuptiApi &> cuda_agent::runtime::detail::loadCupti() {
  static CuptiApi api;
  static std::string error = [] {
    const char *candidates[] = {
        "libcupti.so.13", "libcupti.so",
        "/usr/local/cuda/extras/CUPTI/lib64/libcupti.so.13",
        "/usr/local/cuda/lib64/libcupti.so.13"};
    void *library = nullptr;
    for (const char *candidate : candidates)
      if ((library = dlopen(candidate, RTLD_NOW | RTLD_LOCAL)))
        break;
    if (!library)
      return std::string("cannot load CUPTI (libcupti.so.13; add its "
                         "directory to LD_LIBRARY_PATH)");
#define CUDA_AGENT_RESOLVE(name)                                               \
  api.name = reinterpret_cast<decltype(api.name)>(dlsym(library, #name));      \
  if (!api.name)                                                               \
    return std::string("CUPTI lacks " #name);
    CUDA_AGENT_CUPTI_FUNCTIONS(CUDA_AGENT_RESOLVE)
#undef CUDA_AGENT_RESOLVE
    return std::string();
  }();
  if (!error.empty())
    return llvm::createStringError(error);
  return api;
}
